import "server-only";
import { z } from "zod";
import { type AppEnv, LOCAL_CLIENT, appEnvFrom } from "./app-env";

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
  APP_ENV: z.string().optional(),
  NEXTAUTH_SECRET: z.string().default(""),
});

export type ServerEnv = Omit<z.infer<typeof schema>, "APP_ENV"> & { APP_ENV: AppEnv };

/** What production (APP_ENV unset or `production`) lacks; it never falls back to the public local client. */
function missingInProduction(data: ServerEnv): string[] {
  const missing: string[] = (["API_CLIENT_ID", "API_CLIENT_SECRET", "NEXTAUTH_SECRET"] as const).filter((key) => !data[key]);
  if (data.API_CLIENT_SECRET === LOCAL_CLIENT.secret) missing.push("API_CLIENT_SECRET (the public local default)");
  return missing;
}

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  // Empty strings (e.g. `API_BASE_URL=` in a .env file) mean "not set", so defaults apply.
  const raw = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, source[key] || undefined]),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid server environment: ${z.prettifyError(parsed.error)}`);
  }
  const data = {
    ...parsed.data,
    API_BASE_URL: parsed.data.API_BASE_URL.replace(/\/+$/, ""),
    APP_ENV: appEnvFrom(parsed.data.APP_ENV),
  };
  if (data.APP_ENV === "production") {
    const missing = missingInProduction(data);
    if (missing.length > 0) {
      throw new Error(
        `The site runs as production (APP_ENV is ${parsed.data.APP_ENV ? "production" : "not set"}) and needs real values for: ` +
          `${missing.join(", ")}. To run on a developer machine, set APP_ENV=development (npm start and npm run dev do).`,
      );
    }
  } else {
    // The backend's development defaults (backend/src/config.ts), so a development run works
    // without a .env.local; production never falls back to them.
    data.API_CLIENT_ID ||= LOCAL_CLIENT.id;
    data.API_CLIENT_SECRET ||= LOCAL_CLIENT.secret;
  }
  return data;
}

export const env: ServerEnv = readServerEnv();
