import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * A stand-in backend on the loopback for a test file: `answer` serves every request; the site's
 * module under test is imported (`load`) once `API_BASE_URL` points at it, since the client reads
 * the address when it is first imported. Returns that module, set before the first test runs.
 */
export function standInBackend<T>(answer: RequestListener, load: () => Promise<T>): () => T {
  const server = createServer(answer);
  let loaded: T | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    loaded = await load();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => {
    if (loaded === undefined) throw new Error("the stand-in backend is not up yet (use it inside a test)");
    return loaded;
  };
}
