import { describe, expect, it, vi } from "vitest";
import { createTokenManager, RENEW_BEFORE_EXPIRY_MS } from "@/lib/api/token-manager";

function setup(expiresInSeconds = 3600) {
  let clock = 1_000_000;
  let count = 0;
  const fetchToken = vi.fn(async () => {
    count += 1;
    return { accessToken: `token-${count}`, expiresInSeconds };
  });
  const manager = createTokenManager(fetchToken, () => clock);
  return { manager, fetchToken, advance: (ms: number) => (clock += ms) };
}

describe("createTokenManager", () => {
  it("caches the token until shortly before it expires", async () => {
    const { manager, fetchToken, advance } = setup(3600);
    expect(await manager.get()).toBe("token-1");
    advance(3600_000 - RENEW_BEFORE_EXPIRY_MS - 1);
    expect(await manager.get()).toBe("token-1");
    expect(fetchToken).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await manager.get()).toBe("token-2");
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it("shares one request between concurrent callers", async () => {
    const { manager, fetchToken } = setup();
    const tokens = await Promise.all([manager.get(), manager.get(), manager.get()]);
    expect(tokens).toEqual(["token-1", "token-1", "token-1"]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it("retries after a failure instead of caching it", async () => {
    const fetchToken = vi
      .fn()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce({ accessToken: "ok", expiresInSeconds: 3600 });
    const manager = createTokenManager(fetchToken);
    await expect(manager.get()).rejects.toThrow("down");
    expect(await manager.get()).toBe("ok");
  });

  it("fetches again after invalidate()", async () => {
    const { manager, fetchToken } = setup();
    await manager.get();
    manager.invalidate();
    expect(await manager.get()).toBe("token-2");
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
