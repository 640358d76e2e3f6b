import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** What the browser may see: no backend token here, ever. */
  interface Session {
    user: {
      id: string;
      name: string;
      email: string;
      mobile: string;
      firstName: string;
    } & Omit<DefaultSession["user"], "name" | "email">;
  }

  interface User {
    id: string;
    name: string;
    email: string;
    mobile: string;
    firstName: string;
    backendToken: string;
    backendExpiresAt: number;
    /** Health-record sessions only: what renews the access token. */
    refreshToken?: string;
    refreshExpiresAt?: number;
    accessLifetime?: number;
  }
}

declare module "next-auth/jwt" {
  /** Lives only inside the encrypted session cookie. */
  interface JWT {
    name?: string | null;
    email?: string | null;
    mobile?: string;
    firstName?: string;
    backendToken?: string;
    backendExpiresAt?: number;
    refreshToken?: string;
    refreshExpiresAt?: number;
    accessLifetime?: number;
  }
}
