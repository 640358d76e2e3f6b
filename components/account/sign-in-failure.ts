/** next-auth reports a failed `authorize` as its error message: "reason" or "reason:seconds". */
export function signInFailureOf(error: string | undefined | null): { reason: string; retryAfter?: number } {
  const [reason = "", seconds] = (error ?? "").split(":");
  return { reason, retryAfter: seconds ? Number(seconds) : undefined };
}
