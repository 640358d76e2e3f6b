import "server-only";
import { cookies } from "next/headers";
import { getToken, type JWT } from "next-auth/jwt";
import { isLiveSessionToken } from "./session-token";

/** The decoded session cookie (server only: it holds the backend token). */
export async function readSessionToken(): Promise<JWT | null> {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) return null;
  const cookieStore = await cookies();
  // Cookies only: a bearer header is not a browser session.
  return getToken({ req: { cookies: cookieStore, headers: new Headers() } as never, secret }).catch(() => null);
}

/**
 * The signed-in user's backend token, for writes and private reads made on their behalf by a
 * server action or route handler; undefined when nobody is signed in or the session has expired.
 */
export async function userBackendToken(): Promise<string | undefined> {
  const token = await readSessionToken();
  return isLiveSessionToken(token) && typeof token?.backendToken === "string" ? token.backendToken : undefined;
}
