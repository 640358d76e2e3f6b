/** Types of visitor-address.mjs (plain JavaScript so Node can preload it without a build). */
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

export const INSTALLED: unique symbol;
export const TEST_ADDRESS_HEADER: "x-test-remote-address";
export function normaliseAddress(value: unknown): string | undefined;
export function trustedHops(value: unknown): number;
export function visitorAddress(options: { forwardedFor: string | readonly string[] | undefined; socketAddress: string | undefined; hops: number }): string;
export function settleVisitorAddress(request: Pick<IncomingMessage, "headers">, socket: Pick<Socket, "remoteAddress"> | undefined, env?: NodeJS.ProcessEnv): void;
export function install(): void;
