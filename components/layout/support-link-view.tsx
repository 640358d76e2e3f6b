import { WhatsAppIcon } from "@/components/ui/icons";
import { whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";

export type SupportLinkData = {
  /** The support number as the settings write it (its link is made from its digits); null when the group has none. */
  whatsapp: { number: string; label: string; newTab: string } | null;
};

/**
 * The top bar's WhatsApp support link, the first item of its row. Drawn on the server from its
 * data and kept as drawn (kept-frame.tsx).
 */
export function SupportLinkView({ whatsapp }: SupportLinkData) {
  // Without a number an empty item still opens the row, so the language and account stay at its end.
  if (!whatsapp) return <span />;
  return (
    <a href={whatsappHref(whatsapp.number)} target="_blank" rel="noopener noreferrer" className="topbar-link">
      <WhatsAppIcon size={16} />
      <span className="sr-only sm:not-sr-only">{whatsapp.label}</span>
      <PhoneNumber value={whatsapp.number} />
      <span className="sr-only"> {whatsapp.newTab}</span>
    </a>
  );
}
