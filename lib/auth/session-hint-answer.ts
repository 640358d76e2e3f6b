import { decode } from "next-auth/jwt";
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "./session-hint";
import { clearedHintCookie, sessionHintCookie } from "./session-hint-cookie";
import { isSignedInSessionToken, sessionChunkIndex, sessionCookieBase } from "./session-token";

interface SetCookie {
  name: string;
  value: string;
  expired: boolean;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = "", ...attributes] = line.split(";");
  const eq = pair.indexOf("=");
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key = "", raw = ""] = attribute.trim().split("=");
    if (key.toLowerCase() === "max-age") return Number(raw) <= 0;
    if (key.toLowerCase() === "expires") return Date.parse(raw) <= Date.now();
    return false;
  });
  return { name, value, expired };
}

/**
 * The session the answer leaves behind, read from its Set-Cookie lines: `cleared` when it clears the
 * session cookie, the cookie's value (chunks joined in order) when it sets one, null when it does
 * not touch it.
 */
function sessionCookieOf(response: Response): { cleared: true } | { value: string } | null {
  const lines = response.headers
    .getSetCookie()
    .map(parseSetCookie)
    .map((line) => ({ ...line, base: sessionCookieBase(line.name) }))
    .filter((line): line is SetCookie & { base: string } => line.base !== null);
  if (lines.length === 0) return null;
  const live = lines.filter((line) => line.value && !line.expired);
  const base = live[0]?.base;
  if (base === undefined) return { cleared: true };
  const value = live
    .filter((line) => line.base === base)
    .sort((a, b) => sessionChunkIndex(a.name, base) - sessionChunkIndex(b.name, base))
    .map((line) => line.value)
    .join("");
  return { value };
}

function hadHint(request: Request): boolean {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

function hasCurrentHint(request: Request): boolean {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .some((part) => part.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}

function serialize(cookie: ReturnType<typeof sessionHintCookie>): string {
  const parts = [`${cookie.name}=${cookie.value}`, `Path=${cookie.path}`, `Max-Age=${cookie.maxAge}`, "SameSite=Lax"];
  if (cookie.expires) parts.push(`Expires=${cookie.expires.toUTCString()}`);
  if (cookie.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Every session starts and ends in next-auth's route (sign-in callbacks, session updates, sign-out,
 * a health-record session whose refresh failed): its answer carries the hint in step with the
 * session it leaves behind. A session that cannot open the account yet (a first social sign-in
 * still waiting for its mobile number) is not signed in, so the header keeps offering "Sign in".
 */
export async function withSessionHint(request: Request, response: Response, https: boolean): Promise<Response> {
  const session = sessionCookieOf(response);
  if (session === null) return response;
  let signedIn = false;
  if ("value" in session) {
    const token = await decode({ token: session.value, secret: process.env.NEXTAUTH_SECRET ?? "" }).catch(() => null);
    signedIn = isSignedInSessionToken(token);
  }
  if (signedIn === hasCurrentHint(request) && (signedIn || !hadHint(request))) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", serialize(signedIn ? sessionHintCookie(https) : clearedHintCookie(https)));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
