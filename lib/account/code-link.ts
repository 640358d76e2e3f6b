/**
 * The link in a code's message, sent while wrong codes are being entered for the account: the
 * page's fragment (which no server sees) holds the code's key and, for a reset, where the code
 * went. Read once by the page, which then drops the fragment from the address bar and history.
 * Any other fragment is not a link; the server checks the key again with the contract's pattern.
 */
export interface CodeLink {
  key: string;
  /** The email or mobile the reset code went to. */
  to: string | null;
}

export function readCodeLink(hash: string): CodeLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const key = params.get("key") ?? "";
  if (!/^[0-9a-f]{32}$/.test(key)) return null;
  const to = params.get("to");
  return { key, to: to && to.length <= 254 ? to : null };
}

/** Drops the fragment, so the key is neither shown nor kept in the tab's history. */
export function forgetCodeLink() {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}
