"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/offers/format";
import { offerBookingPrefill, type OfferBookingPrefill } from "@/lib/offers/booking-actions";
import type { BookingOffer, OfferQuoteView } from "./offer-booking-form";

// The form (react-hook-form, zod, the payment step) loads when the popup opens, not with the page.
const OfferBookingForm = dynamic(() => import("./offer-booking-form").then((m) => m.OfferBookingForm), {
  ssr: false,
});

const noSubscription = () => () => {};

/**
 * The booking button and its payment popup: a native modal <dialog> (the page behind is inert, so
 * focus stays inside; Escape closes it; focus goes back to the button).
 */
export function OfferBooking({
  offer,
  country,
  branches,
  quote,
}: {
  offer: BookingOffer;
  country: "SA" | "EG";
  branches: { id: number; name: string }[];
  /** Amounts and methods from the backend; null when it could not quote. */
  quote: OfferQuoteView | null;
}) {
  const t = useTranslations("offers.booking");
  const tPrice = useTranslations("offers.price");
  const locale = useLocale() as Locale;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A new form (and a new idempotency key) each time the popup opens after a finished booking.
  const [session, setSession] = useState(0);
  const [prefill, setPrefill] = useState<OfferBookingPrefill | null | undefined>(undefined);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  async function openDialog() {
    setOpen(true);
    dialogRef.current?.showModal();
    if (prefill === undefined) {
      // Signed-in patients find their details filled in (the page itself is cached for everyone).
      setPrefill(await offerBookingPrefill(locale).catch(() => null));
    }
  }

  function onClose() {
    // The dialog's `close` event comes a task after it closes: reopened by then (a quick Escape
    // then Enter), it is open again and keeps its form.
    if (dialogRef.current?.open) return;
    setOpen(false);
    openerRef.current?.focus();
  }

  return (
    <>
      {/* On phones and tablets the booking sits in a bar at the bottom of the screen, reachable
          from anywhere on the page (the facts it belongs to come after the whole offer text). */}
      <div
        data-sticky-action
        className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        <p className="min-w-0 shrink-0 text-sm leading-tight lg:hidden" data-testid="offer-book-bar-price">
          <bdi className="block font-bold text-brand-800">{formatPrice(locale, offer.price, offer.currency)}</bdi>
          <span className="text-muted">{tPrice("plusTax")}</span>
        </p>
        <button
          ref={openerRef}
          type="button"
          onClick={() => void openDialog()}
          aria-haspopup="dialog"
          className={buttonClasses("accent", "lg", "min-w-0 flex-1 lg:w-full")}
          data-testid="offer-book"
          data-hydrated={hydrated}
        >
          {t("open")}
        </button>
      </div>
      <dialog
        ref={dialogRef}
        aria-labelledby="offer-booking-title"
        onClose={onClose}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-[var(--radius-card)] bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
      >
        <div className="flex flex-col gap-5 p-5 md:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="offer-booking-title" className="text-xl font-bold text-brand-800">
              {t("title", { offer: offer.title })}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon size={20} />
              <span className="sr-only">{t("close")}</span>
            </button>
          </div>
          {open && prefill !== undefined && (
            <OfferBookingForm
              key={`${session}`}
              offer={offer}
              country={country}
              branches={branches}
              prefill={prefill}
              quote={quote}
              onDone={() => {
                dialogRef.current?.close();
                setSession((n) => n + 1);
              }}
            />
          )}
          {open && prefill === undefined && <p role="status" className="text-muted">{t("loading")}</p>}
        </div>
      </dialog>
    </>
  );
}
