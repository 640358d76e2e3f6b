// How a stopping server lets its requests finish without waiting on idle keep-alive connections:
// shared by the site's preload (server/graceful-stop.mjs) and its unit test.

/**
 * Closes each connection of `servers` as soon as it is idle, from now on: a request being answered
 * keeps its connection until the answer is sent, and a balancer reusing a connection after that
 * finds it closed and opens one elsewhere. After `ms` the rest are closed too. Call it when the
 * servers stop listening; their `close` callbacks then fire once the last answer is out.
 * @param {Iterable<import("node:http").Server>} servers
 * @param {number} ms
 */
export function closeConnectionsWhenIdle(servers, ms) {
  const idle = setInterval(() => {
    for (const server of servers) server.closeIdleConnections();
  }, 50);
  const deadline = setTimeout(() => {
    clearInterval(idle);
    for (const server of servers) server.closeAllConnections();
  }, ms);
  // Never what keeps a process alive: it exits when its servers have closed.
  idle.unref();
  deadline.unref();
  for (const server of servers) server.closeIdleConnections();
}
