"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { currentConnection, prefetchAllowed } from "@/lib/navigation/prefetch";
import { internalNavigation } from "./internal-navigation";

/** Markup the server drew and the browser keeps without hydrating it (components/ui/kept-from-server.tsx). */
const SOFT_NAV = "[data-soft-nav]";

/**
 * The link of an event in such markup (or a SoftLink, soft-link.tsx, which carries the mark
 * itself), with its mark's value, or null. A link marked `data-soft-nav="off"` loads as a page: the
 * header's "Book" leads to the doctors' list by its fragment, and only a page load starts the next
 * Tab there. One marked `"click"` navigates on the client but is not prefetched.
 */
function keptLink(target: EventTarget | null): { anchor: HTMLAnchorElement; prefetch: boolean } | null {
  const anchor = (target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const mark = anchor.closest(SOFT_NAV)?.getAttribute("data-soft-nav");
  return mark === undefined || mark === null || mark === "off" ? null : { anchor, prefetch: mark !== "click" };
}

/**
 * The links of markup kept from the server (no Next `<Link>` there) navigate as `<Link>`s do: on
 * the client, prefetched on intent (pointer over, touch, keyboard focus; SPEC §9, never on 2g or
 * with the data saver on). Until this runs, they are plain links that load their page.
 */
export function SoftLinks() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = keptLink(event.target);
      if (!link?.prefetch || link.anchor.target || !prefetchAllowed(currentConnection())) return;
      const url = new URL(link.anchor.href, window.location.href);
      if (url.origin !== window.location.origin || prefetched.has(url.pathname + url.search)) return;
      prefetched.add(url.pathname + url.search);
      router.prefetch(url.pathname + url.search);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !keptLink(event.target)) return;
      const url = internalNavigation(event);
      if (!url) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    const intents = ["pointerover", "touchstart", "focusin"] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener("click", onClick);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [router]);
  return null;
}
