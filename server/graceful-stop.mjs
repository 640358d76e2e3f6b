// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// On SIGTERM or SIGINT Next stops listening, then exits once every connection has ended. nginx in
// front keeps its keep-alive connections to the instance open and goes on sending requests on
// them, which Node serves as long as they come: under load a stopped instance never exited (and a
// supervisor never started a new one). From the signal on, each connection is closed as soon as
// it is idle, so the stop lasts as long as the slowest request being answered, at most
// STOP_DRAIN_MS, after which the rest are closed. The servers are met through Node's documented
// `http.server.request.start` diagnostics channel (a server that never had a request has no
// connection to close).
import dc from "node:diagnostics_channel";
import { closeConnectionsWhenIdle } from "./drain.mjs";

export const STOP_DRAIN_MS = 10_000;

const servers = new Set();

export function install() {
  // With NEXT_MANUAL_SIG_HANDLE the application handles the signals itself; a listener here would
  // keep Node from ending the process on them.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) return;
  dc.subscribe("http.server.request.start", ({ server }) => {
    if (server) servers.add(server);
  });
  let draining = false;
  const onSignal = (signal) => {
    // Before Next has set its own handler (still starting), the signal ends the process as it
    // would without this listener.
    if (process.listenerCount(signal) === 1) {
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
      return;
    }
    if (draining) return;
    draining = true;
    closeConnectionsWhenIdle(servers, STOP_DRAIN_MS);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

install();
