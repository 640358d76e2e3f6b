import { beforeEach, describe, expect, it, vi } from "vitest";

const revalidateTag = vi.fn();
vi.mock("next/cache", () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));
vi.mock("@/lib/env", () => ({ env: { REVALIDATE_SECRET: "s3cret-value" } }));

const { POST } = await import("@/app/api/revalidate/route");

function request(body: unknown, secret?: string, raw = false) {
  return new Request("http://localhost/api/revalidate", {
    method: "POST",
    headers: { "content-type": "application/json", ...(secret !== undefined ? { "x-revalidate-secret": secret } : {}) },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

describe("POST /api/revalidate", () => {
  beforeEach(() => revalidateTag.mockReset());

  it("answers 401 without the secret or with a wrong one", async () => {
    expect((await POST(request({ tags: ["posts"] }))).status).toBe(401);
    expect((await POST(request({ tags: ["posts"] }, "wrong"))).status).toBe(401);
    expect((await POST(request({ tags: ["posts"] }, "s3cret-valuE"))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 400 on a body that is not JSON or not valid", async () => {
    expect((await POST(request("{not json", "s3cret-value", true))).status).toBe(400);
    expect((await POST(request({}, "s3cret-value"))).status).toBe(400);
    expect((await POST(request({ tags: [] }, "s3cret-value"))).status).toBe(400);
    expect((await POST(request({ tags: ["no-such-tag"] }, "s3cret-value"))).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("revalidates each given tag once, expiring it at once", async () => {
    const response = await POST(request({ tags: ["posts", "faqs", "posts"] }, "s3cret-value"));
    expect(response.status).toBe(200);
    const json = (await response.json()) as { revalidated: boolean; tags: string[] };
    expect(json.revalidated).toBe(true);
    expect(json.tags).toEqual(["posts", "faqs"]);
    expect(revalidateTag.mock.calls).toEqual([
      ["posts", { expire: 0 }],
      ["faqs", { expire: 0 }],
    ]);
  });
});
