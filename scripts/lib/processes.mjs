// Child-process helpers shared by start, test and bench: spawn, wait for a port, stop cleanly.
import { spawn } from "node:child_process";
import { root } from "./env.mjs";

const children = new Set();

export function run(cmd, args, { env = process.env, name = cmd, stdio = "inherit" } = {}) {
  const child = spawn(cmd, args, { cwd: root, env, stdio, detached: process.platform !== "win32" });
  children.add(child);
  child.on("exit", () => children.delete(child));
  child.label = name;
  return child;
}

export function runToEnd(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = run(cmd, args, opts);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${child.label} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode) return resolve();
    child.once("exit", () => resolve());
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
      resolve();
    }, 8000).unref();
  });
}

export async function stopAll() {
  await Promise.all([...children].map(stop));
}

export function stopAllOnExit() {
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, async () => {
      await stopAll();
      process.exit(130);
    });
  }
}
