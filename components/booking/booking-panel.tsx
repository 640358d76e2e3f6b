"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { chosenSlotOf, withoutChosenSlot } from "@/lib/doctors/chosen-slot";
import type { ChosenSlot } from "@/lib/doctors/slot-link";
import { useBookingStore } from "@/stores/booking";
import { BookingSuccess } from "./booking-success";
import { type BookingDoctor, DetailsStep } from "./details-step";
import { HeldTime } from "./held-time";
import { localDayOf } from "./format";
import { SlotPicker } from "./slot-picker";

/**
 * The doctor page's booking: choose a time (held for a few minutes), enter the details, pay,
 * done. The store keeps the place across reloads of the tab and the way back from a payment page.
 */
export function BookingPanel({ doctor }: { doctor: BookingDoctor }) {
  const t = useTranslations("booking");
  const store = useBookingStore();
  const queryClient = useQueryClient();
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A time chosen on a doctor card (the URL's query): the picker opens on it.
  const [chosen, setChosen] = useState<ChosenSlot | null>(null);
  // A time just picked here (not a hold found on reload): the details step takes the focus the
  // pressed time button loses when the picker goes.
  const [picked, setPicked] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { start } = store;

  useEffect(() => {
    void Promise.resolve(useBookingStore.persist.rehydrate()).then(() => {
      start(doctor.id);
      const picked = chosenSlotOf(window.location.search);
      if (picked) {
        const state = useBookingStore.getState();
        if (state.step === "done") state.reset();
        // A hold in progress stays: the patient can still change its time from the details step.
        if (useBookingStore.getState().step === "slot") {
          state.choose({ branchId: picked.branchId, kind: picked.kind, day: localDayOf(picked.start) });
          setChosen(picked);
        }
        // Read once: a reload after booking must not bring the old choice back.
        const { pathname, search, hash } = window.location;
        window.history.replaceState(null, "", `${pathname}${withoutChosenSlot(search)}${hash}`);
      }
      setHydrated(true);
    });
  }, [doctor.id, start]);

  if (!hydrated) {
    return (
      <p role="status" className="text-muted">
        {t("loading")}
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
          onHeld={() => {
            setPicked(true);
            // "The hold has ended" is over once a new time is held.
            setNotice(null);
          }}
        />
      )}
    </div>
  );
}
