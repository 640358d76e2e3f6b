export async function register() {
  // The API client uses Node APIs and the app's secret: start it on the Node.js runtime only.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { initializeServer } = await import("./lib/api/startup");
    await initializeServer();
  }
}
