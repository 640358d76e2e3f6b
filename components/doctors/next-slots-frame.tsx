import { useTranslations } from "next-intl";

/*
 * The doctor card's "next available" band, drawn by the server. Its times (or "none", or the
 * failure) are rendered in the browser by the list's NextSlotsScope (next-slots.tsx) into the
 * band's empty live slot, in front of the pending cells, which the stylesheet then hides
 * (`.next-slots-live:not(:empty) ~ .next-slots-pending` in styles/globals.css): one insertion per
 * card and no script of its own. Every state has the same height, so the card does not move. No
 * live regions: a list of twelve cards must not announce twelve times; the times are links in
 * reading order, found when reached.
 */

export type NextSlotsProps = {
  /**
   * The band carries the doctor's id alone: the times take the doctor's name and page (a time links
   * to its booking section) from the card's name link (next-slots-live.tsx), which a list of twelve
   * Arabic cards would otherwise write a second time, percent-encoded path and all.
   */
  doctorId: number;
  /** The band's place in its card (a full-width block without one). */
  className?: string;
};

/** The band's classes are spelled once in styles/globals.css (`.next-slots-*`): a list draws a dozen. */
export function NextSlotsBand({ doctorId, className }: NextSlotsProps) {
  const t = useTranslations("doctors.slots");
  return (
    <div className={className ?? "w-full"} data-testid="next-slots">
      <p className="next-slots-heading">
        {t("heading")}
        {/* When a list mixes Saudi and Egyptian branches, the times' city is written here (next-slots-live.tsx). */}
        <span className="next-slots-zone" />
      </p>
      {/* Contained: the times arriving lay out this box alone, not the page around twelve cards. */}
      <div className="next-slots-box">
        <div className="next-slots-live" data-doctor-id={doctorId} />
        {/* What the band shows until its times, or their failure, come in front of it: three
            pulsing cells, two of them the box's pseudo-elements. */}
        <div className="next-slots-pending">
          <span className="sr-only">{t("loading")}</span>
          <i aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
