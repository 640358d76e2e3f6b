/**
 * The message namespaces client components read with `useTranslations` — only these are sent to
 * the browser by app/[locale]/layout.tsx. Add a namespace here when a client component on most
 * pages needs it; server components read every namespace without this list. A namespace only some
 * pages use goes with them instead: `auth` with the sign pages (components/layout/group-layout.tsx),
 * the account's providers and the sign-out button, not in the payload of every page.
 */
export const CLIENT_MESSAGE_NAMESPACES = ["language", "errors", "common", "navigation", "validation", "forms"] as const;
