/**
 * Which environment the site and the backend run in, from APP_ENV. Development parts (the outbox,
 * the payment and identity sandboxes, the API docs by default, generated local secrets) exist only
 * where a developer asked for them: `development` or `test`. Unset means production, so a
 * deployment that forgets the variable fails closed. Any other value is refused rather than
 * guessed: "prod" or "staging" may mean either, and a wrong guess either exposes the development
 * parts or breaks a machine that meant to run locally.
 *
 * scripts/lib/env.mjs repeats this rule in plain JavaScript for the local commands.
 */
export const APP_ENVS = ["development", "test", "production"] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export class UnknownAppEnvError extends Error {}

export function appEnvFrom(value: string | undefined): AppEnv {
  const given = value?.trim() ?? "";
  if (given === "") return "production";
  const known = APP_ENVS.find((name) => name === given);
  if (!known) {
    throw new UnknownAppEnvError(
      `APP_ENV=${given} is not one of ${APP_ENVS.join(", ")} (unset means production). ` +
        "Run locally with APP_ENV=development.",
    );
  }
  return known;
}

/** The built-in development client (backend/src/config.ts, lib/env.ts): public, so never accepted in production. */
export const LOCAL_CLIENT = { id: "local-website", secret: "local-only-insecure-secret" } as const;
