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
    /** A first social sign-in: the account is usable once a mobile number is verified. */
    needsMobile?: boolean;
    /** A social sign-in with an account's email: linked once the code sent to that account's mobile is entered. */
    needsLinkCode?: boolean;
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
    /** A first Google or Facebook sign-in waiting for its mobile number (the backend's sealed ticket). */
    socialTicket?: string;
    /** A Google or Facebook sign-in waiting for the code that links it to the account with its email (sealed ticket). */
    socialLinkTicket?: string;
    /** The backend refused (the email is an account's and the provider does not vouch for it): the sign-in page that says so. */
    socialRefusal?: string;
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
    /** A first Google or Facebook sign-in waiting for its mobile number (the backend's sealed ticket). */
    socialTicket?: string;
    /** A Google or Facebook sign-in waiting for the code that links it to the account with its email. */
    socialLinkTicket?: string;
  }
}
