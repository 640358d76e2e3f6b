/** Types of env.mjs (plain JavaScript: the scripts run with Node, without a build). */
export const root: string;
export class EnvError extends Error {}
export function localEnv(options?: { file?: string; environment?: Record<string, string | undefined> }): Record<string, string>;
export function ensureEnv(): Record<string, string>;
