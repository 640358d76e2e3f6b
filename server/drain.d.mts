/** Types of drain.mjs (plain JavaScript so Node can preload it without a build). */
import type { Server } from "node:http";

export function closeConnectionsWhenIdle(servers: Iterable<Server>, ms: number): void;
