// Keeps a long-running child alive: when it exits on its own it is started again, after a pause
// that doubles with each quick failure (so a backend that cannot start does not spin the CPU) and
// resets once it has stayed up a while. Used by `npm start` for the backend, so the site keeps
// serving (cached pages meanwhile, lib/proxy/outage.ts) instead of stopping with it.

/**
 * @param {() => import("node:child_process").ChildProcess} start starts the child; called again after each exit
 * @param {{ minDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number, log?: (message: string) => void, onStart?: (child: import("node:child_process").ChildProcess) => void }} [options]
 */
export function supervise(start, { minDelayMs = 1000, maxDelayMs = 30_000, stableAfterMs = 60_000, log = console.error, onStart } = {}) {
  let stopped = false;
  let delay = minDelayMs;
  let timer = null;
  let current = null;

  function launch() {
    timer = null;
    if (stopped) return;
    const startedAt = Date.now();
    const child = start();
    current = child;
    onStart?.(child);
    child.on("exit", (code, signal) => {
      if (stopped || current !== child) return;
      if (Date.now() - startedAt >= stableAfterMs) delay = minDelayMs;
      log(`${child.label ?? "child"} stopped (${signal ?? code}); starting it again in ${Math.round(delay / 1000)} s.`);
      timer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }

  launch();
  return {
    /** The child running now (or the last one, while waiting to restart). */
    get child() {
      return current;
    },
    /** No more restarts; the caller stops the running child. */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
