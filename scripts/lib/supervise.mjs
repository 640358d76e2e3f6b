// Keeps a long-running child alive: when it exits on its own it is started again, after a pause
// that doubles with each quick failure (so a process that cannot start does not spin the CPU) and
// resets once it has stayed up a while. Used by `npm start` for the backend, so the site keeps
// serving (cached pages meanwhile, lib/proxy/outage.ts) instead of stopping with it, and by the
// cluster (scripts/lib/cluster.mjs) for every process of the shape.

/**
 * @param {() => import("node:child_process").ChildProcess} start starts the child; called again after each exit
 * @param {{ minDelayMs?: number, maxDelayMs?: number, stableAfterMs?: number, giveUpAfter?: number, log?: (message: string) => void, onStart?: (child: import("node:child_process").ChildProcess, restart: boolean) => void, onGiveUp?: (message: string) => void }} [options]
 *   `giveUpAfter`: after this many exits in a row, each less than `stableAfterMs` after its start,
 *   the child is left stopped and `onGiveUp` says so (default: never give up).
 *   `held`: while it returns true, a child that stops is left stopped (an operator or a test took
 *   it down on purpose; it does not count as a failure) and started again once it returns false.
 */
const HELD_POLL_MS = 200;

export function supervise(
  start,
  { minDelayMs = 1000, maxDelayMs = 30_000, stableAfterMs = 60_000, giveUpAfter = Infinity, log = console.error, onStart, onGiveUp, held } = {},
) {
  let stopped = false;
  let delay = minDelayMs;
  let quickExits = 0;
  let timer = null;
  let current = null;

  function launch(restart) {
    timer = null;
    if (stopped) return;
    const startedAt = Date.now();
    const child = start();
    current = child;
    onStart?.(child, restart);
    child.on("exit", (code, signal) => {
      if (stopped || current !== child) return;
      const label = child.label ?? "child";
      if (held?.()) {
        log(`${label} stopped (${signal ?? code}) while held; it starts again once released.`);
        waitForRelease();
        return;
      }
      if (Date.now() - startedAt >= stableAfterMs) {
        delay = minDelayMs;
        quickExits = 0;
      }
      quickExits += 1;
      if (quickExits >= giveUpAfter) {
        stopped = true;
        const message = `${label} stopped (${signal ?? code}) ${quickExits} times in a row, each within ${Math.round(stableAfterMs / 1000)} s of its start: it cannot stay up.`;
        log(message);
        onGiveUp?.(message);
        return;
      }
      log(`${label} stopped (${signal ?? code}); starting it again in ${Math.round(delay / 1000)} s.`);
      timer = setTimeout(() => launch(true), delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }

  function waitForRelease() {
    timer = setTimeout(() => (held?.() ? waitForRelease() : launch(true)), HELD_POLL_MS);
  }

  launch(false);
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
