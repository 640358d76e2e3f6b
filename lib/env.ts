import "server-only";
import { z } from "zod";

/**
 * Server-side configuration, read once from the process environment. Never import this from a
 * client component: it holds the OAuth client secret (the `server-only` import enforces it).
 */
const schema = z.object({
  API_BASE_URL: z.url().default("http://localhost:4000"),
  API_CLIENT_ID: z.string().default(""),
  API_CLIENT_SECRET: z.string().default(""),
  SITE_URL: z.url().default("http://localhost:3000"),
  BU_ID: z.coerce.number().int().positive().default(1),
  REVALIDATE_SECRET: z.string().default(""),
  APP_ENV: z.string().default("development"),
});

export type ServerEnv = z.infer<typeof schema>;

function read(): ServerEnv {
  // Empty strings (e.g. `API_BASE_URL=` in a .env file) mean "not set", so defaults apply.
  const raw = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, process.env[key] || undefined]),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid server environment: ${z.prettifyError(parsed.error)}`);
  }
  const data = { ...parsed.data, API_BASE_URL: parsed.data.API_BASE_URL.replace(/\/+$/, "") };
  if (data.APP_ENV === "production") {
    if (!data.API_CLIENT_ID || !data.API_CLIENT_SECRET) {
      throw new Error("APP_ENV=production requires API_CLIENT_ID and API_CLIENT_SECRET to be set.");
    }
  } else {
    // The backend's development defaults (backend/src/config.ts), so a fresh clone works without
    // a .env.local; a deployment marked APP_ENV=production never falls back to them.
    data.API_CLIENT_ID ||= "local-website";
    data.API_CLIENT_SECRET ||= "local-only-insecure-secret";
  }
  return data;
}

export const env: ServerEnv = read();
