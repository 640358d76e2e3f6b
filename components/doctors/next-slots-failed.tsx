import { useTranslations } from "next-intl";

/**
 * What a card's times band shows when its times could not be read, with a retry. Its own module:
 * the times' code (next-slots.tsx, next-slots-live.tsx) loads on every page with doctor cards,
 * the band itself (next-slots-frame.tsx) is drawn by the server and must not come with it.
 */
export function NextSlotsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("doctors.slots");
  return (
    <div className="next-slots-failed" data-testid="next-slots-failed">
      <p>{t("failed")}</p>
      <button type="button" onClick={onRetry}>
        {t("retry")}
      </button>
    </div>
  );
}
