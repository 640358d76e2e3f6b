/** The providers the local identity provider stands in for, and the client each accepts. */
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
}

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** GOOGLE_CLIENT_ID / _SECRET and FACEBOOK_CLIENT_ID / _SECRET: the same variables the website's next-auth providers read. */
export function sandboxClients(env: Record<string, string | undefined>): Partial<Record<SocialProvider, SandboxClient>> {
  const out: Partial<Record<SocialProvider, SandboxClient>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) out[provider] = { clientId, clientSecret };
  }
  return out;
}
