import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/*
 * A server action whose body cannot be read is the caller's fault: 400, never the 500 Next gives
 * when it fails to decode it (lib/proxy/server-actions.ts). Sent the way an attacker would, to the
 * page whose action it names, with the action's real id from the build.
 */

type Manifest = { node: Record<string, { workers: Record<string, unknown>; exportedName: string }> };

/** The contact page's action, as the build names it. */
function contactActionId(): string {
  const dist = process.env.NEXT_DIST_DIR ?? ".next-e2e";
  const manifest = JSON.parse(readFileSync(path.join(dist, "server", "server-reference-manifest.json"), "utf8")) as Manifest;
  const found = Object.entries(manifest.node).find(([, action]) => Object.keys(action.workers).some((page) => page.endsWith("contact-us/page")));
  expect(found, "the contact page has a server action").toBeTruthy();
  return found![0];
}

const BODIES = [
  { name: "plain text that is no JSON", contentType: "text/plain;charset=UTF-8", data: "x" },
  { name: "JSON cut short", contentType: "text/plain;charset=UTF-8", data: "{" },
  { name: "a multipart body without its parts", contentType: "multipart/form-data; boundary=----zzz", data: "garbage" },
];

for (const body of BODIES) {
  test(`a server action with ${body.name} answers 400`, async ({ request }) => {
    const response = await request.post("/en/contact-us", {
      headers: { "next-action": contactActionId(), "content-type": body.contentType },
      data: body.data,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
}

test("a server action with a readable body still reaches the page", async ({ request }) => {
  // Arguments Next can decode (an empty list): the action runs, refuses what it lacks, and answers.
  const response = await request.post("/en/contact-us", {
    headers: { "next-action": contactActionId(), "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
    data: "[]",
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(500);
  expect(response.status()).not.toBe(400);
});
