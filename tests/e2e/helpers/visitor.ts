import { randomInt } from "node:crypto";

/** An address of the benchmarking network (RFC 2544), never a real visitor's. */
export function testNetworkAddress(): string {
  return `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
