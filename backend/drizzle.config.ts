import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate --config backend/drizzle.config.ts` writes SQL migrations that the
// server applies on start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/src/db/schema.ts",
  out: "./backend/src/db/migrations",
});
