import { describe, expect, it } from "vitest";
import { isLiveSessionToken, isRefreshableSessionToken, isSignedInSessionToken, needsAccessRefresh } from "@/lib/auth/session-token";

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

describe("health-record session tokens", () => {
  const phr = (accessLeftMs: number, refreshLeftMs = 15 * 24 * HOUR, accessLifetime = 86_400) => ({
    backendToken: "access",
    backendExpiresAt: NOW + accessLeftMs,
    refreshToken: "refresh",
    refreshExpiresAt: NOW + refreshLeftMs,
    accessLifetime,
  });

  it("renews in the last hour of a day-long access token, and after it expired", () => {
    expect(needsAccessRefresh(phr(2 * HOUR), NOW)).toBe(false);
    expect(needsAccessRefresh(phr(HOUR - 1000), NOW)).toBe(true);
    expect(needsAccessRefresh(phr(-1000), NOW)).toBe(true);
  });

  it("renews in the last half of a short access token", () => {
    expect(needsAccessRefresh(phr(7_000, undefined, 12), NOW)).toBe(false);
    expect(needsAccessRefresh(phr(5_000, undefined, 12), NOW)).toBe(true);
  });

  it("an expired access token with a live refresh token still lets the patient in; a dead refresh token does not", () => {
    expect(isLiveSessionToken(phr(-1000), NOW)).toBe(false);
    expect(isSignedInSessionToken(phr(-1000), NOW)).toBe(true);
    expect(isRefreshableSessionToken(phr(-1000, -1), NOW)).toBe(false);
    expect(isSignedInSessionToken(phr(-1000, -1), NOW)).toBe(false);
    expect(needsAccessRefresh(phr(-1000, -1), NOW)).toBe(false);
  });

  it("a password or social session is never refreshed, and a pending social one is not signed in", () => {
    const password = { backendToken: "t", backendExpiresAt: NOW + 1000 };
    expect(needsAccessRefresh(password, NOW)).toBe(false);
    expect(isSignedInSessionToken({ backendToken: "", backendExpiresAt: 0 }, NOW)).toBe(false);
  });
});
