// Every script of the project runs on the Node its `node` dependency installs (package.json, Node
// 24 LTS in node_modules/node), whichever Node started it: npm scripts already find that one
// first (node_modules/.bin leads their PATH), but `node scripts/test.mjs …` typed in a shell starts
// on the machine's own Node (Debian's is 20, end of life). Imported first by each entry script: on
// another Node it runs the same command again on the project's and exits with its code. Either
// way node_modules/.bin then leads PATH, so what the script spawns (`npx next build`, `npx tsx`,
// Playwright, Vitest, Lighthouse, `process.execPath` children) runs on the same Node.
import { spawn } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const binDir = path.join(root, "node_modules", ".bin");
const projectNode = path.join(binDir, "node");
const REQUIRED_MAJOR = 24;

const pathEntries = (process.env.PATH ?? "").split(path.delimiter);
if (pathEntries[0] !== binDir) process.env.PATH = [binDir, ...pathEntries.filter((p) => p !== binDir)].join(path.delimiter);

const onProjectNode = existsSync(projectNode) && realpathSync(projectNode) === realpathSync(process.execPath);
if (!onProjectNode) {
  if (!existsSync(projectNode)) {
    if (Number(process.versions.node.split(".")[0]) < REQUIRED_MAJOR) {
      console.error(`This project runs on Node ${REQUIRED_MAJOR} (package.json), installed by \`npm install\` into node_modules; this is Node ${process.version}. Run \`npm install\` first.`);
      process.exit(1);
    }
  } else {
    const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit", env: process.env });
    // Ctrl-C reaches the child itself (same process group); a signal sent to this process alone is passed on.
    process.on("SIGINT", () => {});
    for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
    const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal === "SIGINT" ? 130 : 1))));
    process.exit(code);
  }
}
