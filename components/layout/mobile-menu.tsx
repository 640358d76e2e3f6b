"use client";

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { menuButtonClass } from "./menu-button-class";
import type { KeptKeyProps } from "@/components/ui/kept-from-server";
import type { TextLink } from "./menu-entry";

type Props = {
  /** Where the header's entries are kept, the same data its bar is drawn from (header-nav-content.ts). */
  navSource: KeptKeyProps;
  labels: { open: string; close: string; title: string };
  /** The way into booking that leads the sheet, drawn with its lists (menu-lists.tsx). */
  book: TextLink;
  /**
   * Linked in the button's place until the page's script runs: a tap on a slow phone before
   * hydration, or without JavaScript, still leads to every page.
   */
  siteMap: TextLink;
};

const noSubscription = () => () => {};

/**
 * The sheet's contents, its booking link and lists, come with their own code and their entries,
 * read when the sheet first opens: no page's first load carries them, and its payload only the key
 * the entries are kept under.
 */
const MenuSheetLists = lazy(() => import("./menu-lists").then((module) => ({ default: module.MenuSheetLists })));

/**
 * The mobile navigation sheet: a native modal <dialog>, so the rest of the page is inert (focus
 * stays inside) and Escape closes it. Closes on navigation and returns focus to the button.
 */
export function MobileMenu({ navSource, labels, book, siteMap }: Props) {
  // False while hydrating (the server's answer), true from the first render after it.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  if (!live) {
    return (
      <a href={siteMap.href} className={menuButtonClass}>
        <MenuIcon size={24} />
        <span className="sr-only">{siteMap.label}</span>
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={menuButtonClass}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
        <span className="sr-only">{labels.open}</span>
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        className="sheet"
        onClose={() => {
          // The `close` event comes a task after the sheet closes: reopened by then (a quick Escape
          // then Enter on the button), it is open again and keeps its list.
          if (!dialogRef.current?.open) setOpen(false);
        }}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          // A click on the backdrop targets the dialog itself; a click on a link navigates away.
          if (target === event.currentTarget || target.closest("a")) dialogRef.current?.close();
        }}
      >
        <div className="sheet-body">
          <div className="sheet-head">
            <h2 id="mobile-menu-title" className="sheet-title">
              {labels.title}
            </h2>
            <button
              type="button"
              className="sheet-close"
              onClick={() => dialogRef.current?.close()}
            >
              <CloseIcon size={22} />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          {/* Rendered only while open: the closed sheet adds nothing to every page's HTML. */}
          <div className="sheet-scroll">
            {open ? (
              <Suspense fallback={null}>
                <MenuSheetLists navSource={navSource} book={book} siteMap={siteMap} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
