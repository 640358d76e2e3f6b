import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutTracking } from "../../../server/tracking-parameters.mjs";

// A server as `next start` runs it with the preload (importing the module installs it); its own listener stands for Next and answers the URL it was given.
const server = createServer((req, res) => res.end(req.url));
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function seen(method: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "localhost", port, method, path }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("an ad's and a mailing's parameters", () => {
  it("are gone from a page request before the site renders it, whatever their spelling; every other parameter stays as written", () => {
    expect(withoutTracking("/en/offers?utm_source=google&page=2&gclid=abc&UTM_Campaign=x&fbclid=1")).toBe("/en/offers?page=2");
    expect(withoutTracking("/en/doctor/amal?slot=2026-12-03T10%3A00%3A00%2B03%3A00&branch=2&kind=consultation&msclkid=z")).toBe(
      "/en/doctor/amal?slot=2026-12-03T10%3A00%3A00%2B03%3A00&branch=2&kind=consultation",
    );
    expect(withoutTracking("/landing-page/heart?utm%5Fsource=ads&mc_eid=9&_gl=1*abc")).toBe("/landing-page/heart");
    expect(withoutTracking("/en/doctors?name=utm_source&utm=1&gclid_note=2")).toBe("/en/doctors?name=utm_source&utm=1&gclid_note=2");
    expect(withoutTracking("/en/search?q=%E0%A4%A&utm_medium=cpc")).toBe("/en/search?q=%E0%A4%A");
    expect(withoutTracking("/en/clinics")).toBe("/en/clinics");
  });

  it("leave a GET or HEAD at the server, and travel on with a POST", async () => {
    expect(await seen("GET", "/en/offers?page=2&utm_source=ads&gclid=abc")).toBe("/en/offers?page=2");
    expect(await seen("POST", "/landing-page/heart?utm_source=ads")).toBe("/landing-page/heart?utm_source=ads");
    expect(await seen("GET", "/en/news?_rsc=1x2y3&fbclid=q")).toBe("/en/news?_rsc=1x2y3");
  });
});
