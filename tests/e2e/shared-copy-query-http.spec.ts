import { randomBytes, randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";

/*
 * A cached page is rendered once and its copy served to every visitor, and Next writes the URL of
 * the request that rendered it into the page. An ad's UTM parameters and click ids never reach that
 * render (server/tracking-parameters.mjs): one visitor's must not be served to the next. Each URL
 * here is one no other test asks for, so this test's own request is the one that renders it, and the
 * next request reads the shared copy.
 */

const AR = { cookie: "NEXT_LOCALE=ar", "accept-language": "ar" };

test("a cached page's shared copy never carries the ad parameters of the request that rendered it, in both languages", async ({ request }) => {
  const token = `q${randomBytes(6).toString("hex")}`;
  const page = randomInt(1000, 9999);
  const slug = `no-such-doctor-${randomBytes(6).toString("hex")}`;
  // A page of a list, an unknown doctor's cached 404 in both languages, and a page of the blog.
  for (const path of [`/en/offers?page=${page}`, `/en/doctor/${slug}`, `/doctor/${slug}`, `/en/blog?page=${page + 1}`]) {
    const headers = path.startsWith("/en") ? {} : AR;
    const joiner = path.includes("?") ? "&" : "?";
    const first = await request.get(`${encodeURI(path)}${joiner}utm_source=ads&utm_campaign=${token}&gclid=${token}&fbclid=${token}`, { headers, maxRedirects: 0 });
    expect(first.headers()["x-nextjs-cache"], path).toBe("MISS");
    const shared = await request.get(encodeURI(path), { headers, maxRedirects: 0 });
    expect(shared.headers()["x-nextjs-cache"], path).toBe("HIT");
    expect(shared.status(), path).toBe(first.status());
    expect((await shared.text()).includes(token), `${path}: the first request's ad parameters in the shared copy`).toBe(false);
  }
});
