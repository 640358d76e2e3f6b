import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

// The backend of the e2e run is started by scripts/test.mjs, which records its process group id.
// Resilience tests stop it and start it again with the same environment and data.
const stateDir = process.env.E2E_STATE_DIR ?? "";
const pidFile = path.join(stateDir, "backend.pid");
const port = process.env.E2E_BACKEND_PORT ?? "4010";
export const BACKEND = `http://localhost:${port}`;

/**
 * The 4-digit code of the newest message the backend's development outbox sent to `to`, once it is
 * there. `about`: only a newest message that matches it counts (an earlier code's message does not);
 * `pattern`: where the code stands in it.
 */
export async function outboxCode(
  request: APIRequestContext,
  to: string,
  { pattern = /\b(\d{4})\b/, about }: { pattern?: RegExp; about?: RegExp } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`${BACKEND}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const newest = ((await reply.json()) as { data: Array<{ body: string }> }).data[0]?.body ?? "";
        code = !about || about.test(newest) ? pattern.exec(newest)?.[1] : undefined;
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{4}$/);
  return code as string;
}

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
