import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The backend of the e2e run is started by scripts/test.mjs, which records its process group id.
// Resilience tests stop it and start it again with the same environment and data.
const stateDir = process.env.E2E_STATE_DIR ?? "";
const pidFile = path.join(stateDir, "backend.pid");
const port = process.env.E2E_BACKEND_PORT ?? "4010";

export async function stopBackend(): Promise<void> {
  const pid = Number(readFileSync(pidFile, "utf8"));
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    process.kill(pid, "SIGTERM");
  }
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://localhost:${port}/health`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("backend did not stop");
}

export async function startBackend(): Promise<void> {
  const child = spawn("npx", ["tsx", "backend/src/server.ts"], {
    env: { ...process.env, PORT: port },
    stdio: "ignore",
    detached: true,
  });
  child.unref();
  writeFileSync(pidFile, String(child.pid));
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/health`);
      if (res.ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("backend did not start again");
}
