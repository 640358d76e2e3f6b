"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { menuButtonClass } from "./menu-button-class";

type Props = {
  /** The menu content, rendered on the server (links, CTA). */
  children: ReactNode;
  labels: { open: string; close: string; title: string };
  /**
   * What stands in the button's place until the page's script runs: a link to the site map, so a
   * tap on a slow phone before hydration, or without JavaScript, still leads to every page.
   */
  fallback: ReactNode;
};

const noSubscription = () => () => {};

/**
 * The mobile navigation sheet: a native modal <dialog>, so the rest of the page is inert (focus
 * stays inside) and Escape closes it. Closes on navigation and returns focus to the button.
 */
export function MobileMenu({ children, labels, fallback }: Props) {
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

  if (!live) return fallback;

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
        className="sheet bg-white text-ink shadow-[var(--shadow-raised)]"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          // A click on the backdrop targets the dialog itself; a click on a link navigates away.
          if (target === event.currentTarget || target.closest("a")) dialogRef.current?.close();
        }}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id="mobile-menu-title" className="text-lg font-bold text-brand-800">
              {labels.title}
            </h2>
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
              onClick={() => dialogRef.current?.close()}
            >
              <CloseIcon size={22} />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          {/* Rendered only while open: the closed sheet adds nothing to every page's HTML. */}
          <div className="flex-1 overflow-y-auto px-5 py-4">{open ? children : null}</div>
        </div>
      </dialog>
    </>
  );
}
