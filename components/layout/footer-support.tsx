import { WhatsAppIcon } from "@/components/ui/icons";
import { PhoneNumber } from "@/components/ui/phone-number";

export type FooterSupportText = {
  /** The unified support WhatsApp number, as shown. */
  number: string;
  /** Its wa.me link. */
  href: string;
  title: string;
  hint: string;
  /** Read after the link: "(opens in a new tab)". */
  newTab: string;
};

/** The unified support number (docs/DESIGN): in the full footer's first column, or alone in the minimal one. */
export function FooterSupport({ number, href, title, hint, newTab }: FooterSupportText) {
  return (
    <div className="footer-support">
      <p>{title}</p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon size={22} />
        <PhoneNumber value={number} />
        <span className="sr-only"> {newTab}</span>
      </a>
      <p>{hint}</p>
    </div>
  );
}
