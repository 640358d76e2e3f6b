// Next's cache (rendered pages and tagged backend reads) in Redis, for several `next start`
// instances of one build: a page one instance rendered is served by the others, and
// `POST /api/revalidate` on any instance deletes the tagged entries for all of them.
// next.config.ts names this file only when REDIS_URL is set; without it (`npm start`) Next keeps
// its own file-system cache. Why this package: docs/deploy.md.
//
// A revalidation also wins over a render already under way when it came (docs/deploy.md, "How stale
// a page may be"): the package deletes the tag's entries but records no time for a tag of ours, so
// an instance that had read the old data before the webhook wrote its page back afterwards, and
// served it for the page's whole revalidate time. Here every revalidated tag gets its time in
// Redis, and an entry counts as made when its render began (the first miss or stale read of its
// key in this process), so such a late copy is older than the revalidation and is dropped on read.
//
// Redis going away never takes a page down: node-redis reconnects on its own, and while it is not
// ready every read is a miss (the page renders afresh) and every write is dropped, so no instance
// can keep serving a copy the others already dropped.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { revalidationAware } from "./revalidation-aware-cache.mjs";

CacheHandler.onCreation(({ buildId }) => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // A reconnect every second at most; a broken connection is noticed by the ping.
    pingInterval: 10_000,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 1000) },
  });
  let reported = false;
  client.on("error", (error) => {
    if (!reported) console.error(`[cache] Redis at ${process.env.REDIS_URL}: ${error.message}; pages render without the shared cache until it is back.`);
    reported = true;
  });
  client.on("ready", () => {
    reported = false;
  });
  client.connect().catch(() => {
    // Reported by the error listener; node-redis keeps trying.
  });
  // One namespace per build: a deploy never reads pages rendered by the previous build.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || "site"}:${buildId ?? "build"}:`;
  return {
    handlers: [
      revalidationAware(
        createRedisHandler({
          client,
          keyPrefix,
          // A slow Redis answer counts as a miss rather than holding the visitor.
          timeoutMs: 1000,
        }),
        {
          // Where the package keeps implicit tags' revalidation times, which its reads compare.
          recordRevalidation: (tag, time) => client.hSet(`${keyPrefix}__revalidated_tags__`, tag, time).then(() => undefined),
        },
      ),
    ],
  };
});

export default CacheHandler;
