import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "./session-hint";
import { SESSION_MAX_AGE } from "./session-token";

interface HintCookie {
  name: string;
  value: string;
  path: "/";
  sameSite: "lax";
  secure: boolean;
  maxAge: number;
  expires?: Date;
}

/** Readable by the header's script on purpose (not HttpOnly); lives as long as a session can. */
export function sessionHintCookie(https: boolean): HintCookie {
  return { name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUE, path: "/", sameSite: "lax", secure: https, maxAge: SESSION_MAX_AGE };
}

export function clearedHintCookie(https: boolean): HintCookie {
  return { name: SESSION_HINT_COOKIE, value: "", path: "/", sameSite: "lax", secure: https, maxAge: 0, expires: new Date(0) };
}
