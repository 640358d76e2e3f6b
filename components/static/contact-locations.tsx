"use client";

import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";
import { telHref, whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { mapsHref } from "./maps-href";

/** A hospital or centre as its card shows it; `text` is the line under its name, already worded. */
export type ContactLocation = { id: number; name: string; city: string; text: string; phone: string; whatsapp: string };

export type ContactLocationLabels = { phone: string; support: string; map: string; opensInNewTab: string };

/**
 * The contact page's hospitals and centres, each with its phone, WhatsApp and a map link. A client
 * component with no state: drawn from these few fields, the cards cost the page their markup and
 * the fields, where a server tree is sent again whole as the payload's Flight rows.
 */
export function ContactLocations({ locations, labels }: { locations: ContactLocation[]; labels: ContactLocationLabels }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((unit) => (
        <li key={unit.id} className="location-card">
          <h3 className="text-lg font-bold text-ink">{unit.name}</h3>
          <p className="text-sm text-muted">{unit.text}</p>
          <div className="mt-auto flex flex-col">
            {unit.phone && (
              <a href={telHref(unit.phone)} className="contact-link">
                <PhoneIcon size={16} />
                <span className="sr-only">{labels.phone}: </span>
                <PhoneNumber value={unit.phone} />
              </a>
            )}
            {unit.whatsapp && (
              <a href={whatsappHref(unit.whatsapp)} className="contact-link" rel="noopener noreferrer" target="_blank">
                <WhatsAppIcon size={16} />
                <span className="sr-only">{labels.support}: </span>
                <PhoneNumber value={unit.whatsapp} />
                <span className="sr-only">{labels.opensInNewTab}</span>
              </a>
            )}
            <a href={mapsHref(`${unit.name}, ${unit.city}`)} className="contact-link" rel="noopener noreferrer" target="_blank">
              {labels.map}
              <span className="sr-only">
                : {unit.name} {labels.opensInNewTab}
              </span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
