/** PostgreSQL's exclusion-violation code; drizzle may wrap the driver's error in `cause`. */
export function isExclusionViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23P01") return true;
    e = e.cause as typeof e;
  }
  return false;
}
