/* Service worker: hashed build assets and images are cached (they never change under the same
   URL); pages always come from the network so visitors never see stale medical content, with the
   last visited copy of a page as an offline fallback. */
const VERSION = "v1";
const ASSETS = `assets-${VERSION}`;
const PAGES = `pages-${VERSION}`;

// The offline page of each language, kept from the start; a failure here must not stop the install.
const OFFLINE = { ar: "/api/offline?lang=ar", en: "/api/offline?lang=en" };

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(Object.values(OFFLINE)))
      .catch(() => undefined),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => ![ASSETS, PAGES].includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function isAsset(url) {
  return (
    url.pathname.startsWith("/_next/static/") ||
    url.pathname.startsWith("/storage/") ||
    url.pathname.startsWith("/fonts/") ||
    // The icon sprite's URL carries the version of its shapes (app/icons.svg/route.ts).
    url.pathname === "/icons.svg"
  );
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Account pages, APIs and forms that send personal data (surveys, campaign forms) are never cached.
  if (url.pathname.startsWith("/api/") || /\/(profile|sign-in|sign-up|login|otp|reset-password|confirm-password|paymentResponse|survey|filled|landing-page)/.test(url.pathname)) return;

  if (isAsset(url)) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const res = await fetch(request);
        if (res.ok) cache.put(request, res.clone());
        return res;
      }),
    );
    return;
  }

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(PAGES).then((cache) => cache.put(request, copy));
          }
          return res;
        })
        .catch(
          async () =>
            (await caches.match(request)) ??
            (await caches.match(/^\/en(\/|$)/.test(url.pathname) ? OFFLINE.en : OFFLINE.ar)) ??
            Response.error(),
        ),
    );
  }
});
