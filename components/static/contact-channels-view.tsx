import type { ReactNode } from "react";
import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";
import { telHref, whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { mapsHref } from "./maps-href";

/** The group's channels from the site settings, each left out when the settings have none. */
export interface ContactChannelsData {
  intro: string;
  labels: { support: string; phone: string; email: string; workingHours: string; address: string; map: string; newTab: string };
  whatsapp: string;
  phone: string;
  email: string;
  workingHours: string;
  address: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** A phone, e-mail or map link of the page: `contact-link` in styles/globals.css, spelled once there. */
const linkClass = "contact-link";

/**
 * The contact page's channels (contact-details.tsx): a pure function of the settings' words, kept
 * as the server drew it (kept-contact-channels.tsx).
 */
export function ContactChannelsView({ intro, labels, whatsapp, phone, email, workingHours, address }: ContactChannelsData) {
  return (
    <>
      <p className="text-lg text-ink">{intro}</p>
      <dl className="grid gap-5 sm:grid-cols-2">
        {whatsapp && (
          <Row label={labels.support}>
            <a href={whatsappHref(whatsapp)} className={linkClass} rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon size={18} />
              <PhoneNumber value={whatsapp} />
              <span className="sr-only">{labels.newTab}</span>
            </a>
          </Row>
        )}
        {phone && (
          <Row label={labels.phone}>
            <a href={telHref(phone)} className={linkClass}>
              <PhoneIcon size={18} />
              <PhoneNumber value={phone} />
            </a>
          </Row>
        )}
        {email && (
          <Row label={labels.email}>
            <a href={`mailto:${email}`} className={linkClass}>
              <bdi dir="ltr">{email}</bdi>
            </a>
          </Row>
        )}
        {workingHours && <Row label={labels.workingHours}>{workingHours}</Row>}
        {address && (
          <Row label={labels.address}>
            <span className="block">{address}</span>
            <a href={mapsHref(address)} className={linkClass} rel="noopener noreferrer" target="_blank">
              {labels.map}
              <span className="sr-only">{labels.newTab}</span>
            </a>
          </Row>
        )}
      </dl>
    </>
  );
}
