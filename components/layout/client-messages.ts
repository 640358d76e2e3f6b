/**
 * The message namespaces client components read with `useTranslations` — only these are sent to
 * the browser by app/[locale]/layout.tsx. Add a namespace here when a client component needs it;
 * server components read every namespace without this list.
 */
export const CLIENT_MESSAGE_NAMESPACES = ["language", "errors", "common", "auth", "navigation", "validation", "forms"] as const;
