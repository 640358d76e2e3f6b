"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { holdSlot } from "@/lib/booking/actions";
import { chosenSlotOf, withoutChosenSlot } from "@/lib/doctors/chosen-slot";
import { BOOKING_HASH, type ChosenSlot } from "@/lib/doctors/slot-link";
import { takeTap } from "@/lib/booking/tapped-slot";
import type { Locale } from "@/lib/i18n/routing";
import { timesChanged } from "@/lib/booking/times-changed";
import { useBookingStore } from "@/stores/booking";
import { BookingSuccess } from "./booking-success";
import type { BookingDoctor } from "@/lib/contract/booking";
import { DetailsStep } from "./details-step";
import { HeldTime } from "./held-time";
import { localDayOf } from "./format";
import { type Refusal, refusalOf } from "./refusal";
import { SlotPicker } from "./slot-picker";

/**
 * The doctor page's booking: choose a time (held for a few minutes), enter the details, pay,
 * done. The store keeps the place across reloads of the tab and the way back from a payment page.
 */
export function BookingPanel({ doctor }: { doctor: BookingDoctor }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const store = useBookingStore();
  const queryClient = useQueryClient();
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The card's time was refused as the page opened: the picker says why, where the times are.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A time chosen on a doctor card (the URL's query): the picker opens on it.
  const [chosen, setChosen] = useState<ChosenSlot | null>(null);
  // A time just picked here (not a hold found on reload): the details step takes the focus the
  // pressed time button loses when the picker goes.
  const [picked, setPicked] = useState(false);
  // A time tapped on a card is being held before anything else shows.
  const [holdingTap, setHoldingTap] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { start } = store;

  useEffect(() => {
    void Promise.resolve(useBookingStore.persist.rehydrate()).then(() => {
      start(doctor.id);
      // A card's tap leaves its time in a note and opens the doctor's plain URL: held. A link with
      // the time in its query (shared, crawled, opened in a new tab) only preselects it.
      const linked = chosenSlotOf(window.location.search);
      const tapped = takeTap(doctor.id);
      const picked = linked ?? tapped;
      if (picked) {
        const state = useBookingStore.getState();
        if (state.step === "done") state.reset();
        // A hold in progress stays: the patient can still change its time from the details step.
        if (useBookingStore.getState().step === "slot") {
          state.choose({ branchId: picked.branchId, kind: picked.kind, day: localDayOf(picked.start) });
          setChosen(picked);
          if (!linked && tapped) void holdTapped(tapped);
        }
        if (linked) {
          // Read once: a reload after booking must not bring the old choice back.
          const { pathname, search, hash } = window.location;
          window.history.replaceState(null, "", `${pathname}${withoutChosenSlot(search)}${hash}`);
        }
      } else if (window.location.hash === `#${BOOKING_HASH}` && useBookingStore.getState().step === "details") {
        // Sent here to a time already held (an earlier-time alert's link): on to its details.
        setPicked(true);
      }
      setHydrated(true);
    });

    // One tap on a card's time: held here as the page opens. A refusal (taken meanwhile, an
    // overlapping visit, the hold limit) opens the picker on that day saying why.
    async function holdTapped(slot: ChosenSlot) {
      setHoldingTap(true);
      try {
        const result = await holdSlot(locale, { doctorId: doctor.id, branchId: slot.branchId, kind: slot.kind, start: slot.start });
        if (!result.ok) {
          setRefusal(refusalOf(result));
          return;
        }
        const { seconds_left, ...reservation } = result.data;
        useBookingStore
          .getState()
          .held(
            { start: reservation.start, end: reservation.end, branch_id: reservation.branch_id, kind: reservation.kind },
            { ...reservation, expires_at: new Date(Date.now() + seconds_left * 1000).toISOString() },
          );
        setPicked(true);
      } finally {
        setHoldingTap(false);
      }
    }
  }, [doctor.id, start, locale]);

  // Booked: the time is no longer free anywhere it is shown (this page's related doctors, the lists).
  const bookedCode = store.done?.code;
  useEffect(() => {
    if (bookedCode) timesChanged(queryClient);
  }, [bookedCode, queryClient]);

  if (!hydrated || holdingTap) {
    return (
      <p role="status" className="text-muted" data-needs-script>
        {holdingTap ? t("holding") : t("loading")}
      </p>
    );
  }

  // Back to the times, read afresh: the lost hold's time may be someone else's by now.
  const backToTimes = (message: string | null) => {
    queryClient.removeQueries({ queryKey: ["booking-slots"] });
    store.holdLost();
    // The card's time has had its turn: coming back, the picker opens as usual.
    setChosen(null);
    setNotice(message);
    if (message) requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const { step, reservation, done } = store;
  return (
    <div className="grid gap-4" data-testid="booking-panel">
      <FormAlert ref={noticeRef} message={notice} />
      {step === "done" && done ? (
        <BookingSuccess
          done={done}
          onAgain={() => {
            queryClient.removeQueries({ queryKey: ["booking-slots"] });
            store.reset();
            setChosen(null);
          }}
        />
      ) : step === "details" && reservation ? (
        <>
          <HeldTime reservation={reservation} onChange={() => backToTimes(null)} onExpired={() => backToTimes(t("holdExpired"))} />
          <DetailsStep reservation={reservation} onHoldLost={backToTimes} focusOnShow={picked} />
        </>
      ) : (
        <SlotPicker
          doctorId={doctor.id}
          chosen={chosen}
          refusal={refusal}
          onHeld={() => {
            setPicked(true);
            // "The hold has ended" is over once a new time is held.
            setNotice(null);
            setRefusal(null);
          }}
        />
      )}
    </div>
  );
}
