// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { deepFreeze, memoisedBody } from "@/lib/api/parsed-bodies";
import { standInBackend } from "../support/stand-in-backend";

vi.mock("server-only", () => ({}));

/** A stand-in backend answering GET /api/menus with whatever body the test sets. */
let body = "";
const client = standInBackend(
  (_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(body);
  },
  () => import("@/lib/api/client"),
);

const MenuSchema = z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) });
const read = () => client().apiGet("/api/menus", { locale: "en", auth: false, schema: MenuSchema, revalidate: 0 });

describe("a data-cache read's validated body", () => {
  it("is one frozen value for one body text, and a new one when the text changes", async () => {
    body = JSON.stringify({ data: [{ id: 1, title: "Doctors" }] });
    const first = await read();
    const second = await read();
    expect(second).toBe(first);
    expect(first).toEqual({ data: [{ id: 1, title: "Doctors" }] });
    expect(Object.isFrozen(first) && Object.isFrozen(first.data) && Object.isFrozen(first.data[0])).toBe(true);
    expect(() => {
      (first.data as { id: number; title: string }[]).push({ id: 2, title: "Offers" });
    }).toThrow(TypeError);

    body = JSON.stringify({ data: [{ id: 1, title: "Our doctors" }] });
    const changed = await read();
    expect(changed).not.toBe(first);
    expect(changed.data[0]?.title).toBe("Our doctors");
    expect(first.data[0]?.title).toBe("Doctors");
  });

  it("is still refused when the body does not match the schema or is not JSON, every time", async () => {
    body = JSON.stringify({ data: [{ id: "one", title: "Doctors" }] });
    await expect(read()).rejects.toMatchObject({ status: 502, kind: "invalid_response" });
    await expect(read()).rejects.toMatchObject({ status: 502, kind: "invalid_response" });
    body = "{ not json";
    await expect(read()).rejects.toMatchObject({ status: 502, kind: "invalid_response" });
  });

  it("without a schema is the decoded body, as before", async () => {
    body = JSON.stringify({ url: "/api/menus" });
    expect(await client().apiGet("/api/menus", { locale: "en", auth: false, revalidate: 0 })).toEqual({ url: "/api/menus" });
  });
});

describe("memoisedBody", () => {
  it("keeps a bounded number of bodies per schema, dropping the first kept", () => {
    const schema = z.object({ n: z.number() });
    let validations = 0;
    const validate = (data: unknown) => {
      validations += 1;
      return schema.parse(data);
    };
    const first = memoisedBody('{"n":0}', schema, validate);
    for (let n = 1; n < 16; n += 1) memoisedBody(`{"n":${n}}`, schema, validate);
    expect(memoisedBody('{"n":0}', schema, validate)).toBe(first);
    expect(validations).toBe(16);
    memoisedBody('{"n":16}', schema, validate); // the seventeenth drops {"n":0}
    expect(memoisedBody('{"n":15}', schema, validate)).toBeDefined();
    expect(validations).toBe(17);
    const again = memoisedBody('{"n":0}', schema, validate);
    expect(validations).toBe(18);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    // Another schema keeps its own bodies.
    const other = z.object({ n: z.number() });
    expect(memoisedBody('{"n":0}', other, (data) => other.parse(data))).not.toBe(first);
  });

  it("deepFreeze freezes nested arrays and objects", () => {
    const value = deepFreeze({ a: [{ b: 1 }], c: { d: "e" } });
    expect(Object.isFrozen(value.a[0]) && Object.isFrozen(value.c)).toBe(true);
  });
});
