import { describe, expect, it } from "vitest";
import { computeActivePages } from "@/lib/navigation/active-pages";
import {
  DEFAULT_PAGE_GUARDS,
  guardRegistry,
  guardsFor,
  PAGE_GUARDS,
  runGuards,
  type Guard,
  type GuardContext,
} from "@/lib/proxy/guards";
import { indexRedirects } from "@/lib/navigation/legacy-redirects";
import { resolveRoute, splitLocale } from "@/lib/i18n/route-match";

function context(path: string, options: { session?: boolean; active?: Set<string> | null } = {}): GuardContext {
  const [pathname = "/", query = ""] = path.split("?");
  return {
    pathname,
    search: query ? `?${query}` : "",
    locale: splitLocale(pathname).locale,
    routeKey: resolveRoute(pathname)?.routeKey ?? null,
    hasSession: async () => options.session ?? false,
    activePages: async () =>
      options.active === undefined ? computeActivePages({ header: [{ path: "/doctors" }] }) : options.active,
    redirects: async () => indexRedirects([{ from: "/old", to: "/doctors" }]),
  };
}

async function guard(path: string, options?: Parameters<typeof context>[1]) {
  const ctx = context(path, options);
  return runGuards(guardsFor(ctx.routeKey), ctx);
}

describe("guard registry", () => {
  it("knows the SPEC names and the auth rules", () => {
    expect(Object.keys(guardRegistry).sort()).toEqual(["auth", "guest", "pageAccess", "redirect"]);
  });

  it("answers 500 'Unknown middleware {name}' for an unknown name", async () => {
    const decision = await runGuards(["pageAccess", "adminOnly"], context("/en/doctors"));
    expect(decision).toEqual({ type: "error", status: 500, body: "Unknown middleware adminOnly" });
  });

  it("does not treat inherited properties as guards", async () => {
    expect(await runGuards(["toString"], context("/"))).toMatchObject({ status: 500 });
  });

  it("declares only registered guards in the page table", () => {
    for (const names of [...Object.values(PAGE_GUARDS), DEFAULT_PAGE_GUARDS]) {
      for (const name of names ?? []) expect(guardRegistry).toHaveProperty(name);
    }
  });

  it("stops at the first decision", async () => {
    const calls: string[] = [];
    const registry: Record<string, Guard> = {
      a: () => (calls.push("a"), null),
      b: () => (calls.push("b"), { type: "redirect", location: "/", status: 307 }),
      c: () => (calls.push("c"), null),
    };
    await runGuards(["a", "b", "c"], context("/"), registry);
    expect(calls).toEqual(["a", "b"]);
  });
});

describe("redirect guard", () => {
  it("answers the legacy redirect, straight to the localized target", async () => {
    expect(await runGuards(["redirect"], context("/old"))).toEqual({
      type: "redirect",
      location: "/الأطباء",
      status: 301,
    });
  });
});

describe("pageAccess guard", () => {
  it("sends inactive pages to that locale's home", async () => {
    expect(await guard("/en/eclubs")).toMatchObject({ type: "redirect", location: "/en" });
    expect(await guard(encodeURI("/الأندية"))).toMatchObject({ type: "redirect", location: "/" });
  });

  it("lets active pages and detail pages of active lists through", async () => {
    expect(await guard("/en/doctors")).toBeNull();
    expect(await guard("/doctor/x")).toBeNull();
  });

  it("stays open when the configuration is unavailable", async () => {
    expect(await guard("/en/eclubs", { active: null })).toBeNull();
  });
});

describe("auth guard", () => {
  it("sends visitors without a session to the localized sign-in with the return path", async () => {
    expect(await guard("/profile")).toEqual({
      type: "redirect",
      location: "/sign-in?callbackUrl=%2Fprofile",
      status: 307,
    });
    expect(await guard("/en/profile?tab=lifestyle")).toEqual({
      type: "redirect",
      location: `/en/sign-in?${new URLSearchParams({ callbackUrl: "/en/profile?tab=lifestyle" })}`,
      status: 307,
    });
  });

  it("lets signed-in visitors through", async () => {
    expect(await guard("/en/profile", { session: true })).toBeNull();
  });
});

describe("guest guard", () => {
  it("sends signed-in visitors home from guest-only pages", async () => {
    for (const path of ["/sign-in", "/sign-up", "/otp", "/reset-password"]) {
      expect(await guard(path, { session: true })).toMatchObject({ location: "/" });
    }
    expect(await guard("/en/sign-in", { session: true })).toMatchObject({ location: "/en" });
  });

  it("lets visitors without a session in", async () => {
    expect(await guard("/en/sign-in?callbackUrl=/en/profile")).toBeNull();
  });

  it("lets a signed-in visitor whose backend token was refused sign in again", async () => {
    expect(await guard("/sign-in?reauth=1", { session: true })).toBeNull();
  });
});

describe("page table", () => {
  it("never gates home or the article catch-all", () => {
    expect(guardsFor("/")).toEqual([]);
    expect(guardsFor("/[slug]")).toEqual([]);
    expect(guardsFor("/doctors")).toEqual(["pageAccess"]);
    expect(guardsFor(null)).toEqual([]);
  });
});
