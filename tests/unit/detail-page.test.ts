// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => `t:${key}`, setRequestLocale: vi.fn() }));
import { ApiError } from "@/lib/api/errors";
import { loadDetail, noInfoMetadata } from "@/lib/detail-page";

const params = (locale: string, slug: string) => Promise.resolve({ locale, slug });
const notFoundDigest = (error: unknown) => (error as { digest?: string }).digest;

describe("loadDetail, the detail pages' one loader", () => {
  it("reads the item by its decoded slug", async () => {
    const read = vi.fn(async (_locale: string, slug: string) => ({ slug }));
    const loaded = await loadDetail(params("ar", encodeURIComponent("أمراض-القلب")), "test", read);
    expect(read).toHaveBeenCalledWith("ar", "أمراض-القلب");
    expect(loaded).toEqual({ locale: "ar", slug: "أمراض-القلب", item: { slug: "أمراض-القلب" } });
  });

  it("is a 404 for an unknown locale or an item the backend does not have", async () => {
    const missing = async () => {
      throw new ApiError("GET /x answered 404", { status: 404, kind: "http", path: "/x" });
    };
    await expect(loadDetail(params("fr", "x"), "test", async () => 1).catch(notFoundDigest)).resolves.toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    await expect(loadDetail(params("en", "x"), "test", missing).catch(notFoundDigest)).resolves.toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("logs any other failure by what was read and gives no item", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = async () => {
      throw new ApiError("GET /x answered 503", { status: 503, kind: "http", path: "/x" });
    };
    await expect(loadDetail(params("en", "%E0%A4%A"), "article", down)).resolves.toEqual({ locale: "en", slug: "%E0%A4%A", item: null });
    expect(log).toHaveBeenCalledWith('[article] "%E0%A4%A" (en) failed:', "GET /x answered 503");
    log.mockRestore();
  });

  it("titles a missing item 'no info' and keeps it out of search results", async () => {
    expect(await noInfoMetadata("en")).toEqual({ title: "t:noInfo", robots: { index: false, follow: true } });
  });
});
