/** Types of refused-methods.mjs (plain JavaScript so Node can preload it without a build). */
import type { Server } from "node:http";

export const REFUSED_METHODS: ReadonlySet<string>;
export function guardServer(server: Server): void;
export function install(): void;
