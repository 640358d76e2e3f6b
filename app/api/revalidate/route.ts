import { createHash, timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { ALL_CACHE_TAGS, type CacheTag } from "@/lib/api/cache-tags";
import { env } from "@/lib/env";

/**
 * The CMS webhook: `POST /api/revalidate` with header `x-revalidate-secret` and a JSON body
 * `{ "tags": ["posts", "faqs"] }`. Tagged data expires at once, so the next request renders fresh
 * pages (ISR) in both languages.
 */

export const dynamic = "force-dynamic";

const BodySchema = z.object({
  tags: z
    .array(z.enum(ALL_CACHE_TAGS as [CacheTag, ...CacheTag[]]))
    .min(1)
    .max(ALL_CACHE_TAGS.length),
});

/** Hashing first gives equal lengths, which timingSafeEqual requires, without leaking the length. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export async function POST(request: Request): Promise<Response> {
  const given = request.headers.get("x-revalidate-secret") ?? "";
  // No configured secret means the webhook is off: nobody can revalidate.
  if (!env.REVALIDATE_SECRET || !sameSecret(given, env.REVALIDATE_SECRET)) {
    return Response.json({ message: "Unauthenticated." }, { status: 401 });
  }

  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return Response.json({ message: "The body must be JSON." }, { status: 400 });
  }
  const parsed = BodySchema.safeParse(json);
  if (!parsed.success) {
    return Response.json(
      { message: "The given data was invalid.", errors: z.flattenError(parsed.error).fieldErrors, allowed: ALL_CACHE_TAGS },
      { status: 400 },
    );
  }

  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: true, tags, now: Date.now() });
}
