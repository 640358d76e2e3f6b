import { buttonClasses } from "@/components/ui/button";
import { CalendarIcon, PhoneIcon, PinIcon, StethoscopeIcon, WhatsAppIcon } from "@/components/ui/icons";
import { telHref, whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";

/** Who the doctor is, under their photo, and the link down to the booking. */
export interface DoctorSummaryData {
  title: string;
  name: string;
  specialty: string;
  branch: string;
  book: { href: string; label: string };
}

/**
 * The profile's side card below the photo (doctor-profile.tsx): a pure function of its words, kept
 * as the server drew it (kept-doctor-profile.tsx). Its wrapper is `display: contents`, so each
 * part stays an item of the card's column.
 */
export function DoctorSummaryView({ title, name, specialty, branch, book }: DoctorSummaryData) {
  return (
    <>
      <div className="flex flex-col items-center gap-1">
        <p className="doctor-title">{title}</p>
        <p className="text-xl font-bold text-ink">{name}</p>
        <p className="doctor-specialty">
          <StethoscopeIcon size={16} />
          {specialty}
        </p>
        <p className="doctor-branch">
          <PinIcon size={16} />
          {branch}
        </p>
      </div>
      <a href={book.href} className={buttonClasses("accent", "md", "w-full")}>
        <CalendarIcon size={16} className="shrink-0" />
        {book.label}
      </a>
    </>
  );
}

/** The other ways to book, below the online booking: the branch's phone and WhatsApp. */
export interface DoctorContactData {
  text: string;
  call: { label: string; number: string } | null;
  whatsapp: { label: string; number: string; newTab: string } | null;
}

// Contact buttons may wrap (long Arabic label + number on a phone), unlike buttonClasses().
const contact = "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-center font-semibold transition-colors duration-300";

/**
 * The booking section's phone and WhatsApp (doctor-profile.tsx), kept as the server drew them. Once
 * booked online (the success message), they have nothing left to offer: the section's `group/book`
 * hides them.
 */
export function DoctorContactView({ text, call, whatsapp }: DoctorContactData) {
  return (
    <>
      <p className="mt-4 text-brand-100 group-has-[[data-testid=booking-success]]/book:hidden">{text}</p>
      <div className="mt-3 flex flex-col gap-3 group-has-[[data-testid=booking-success]]/book:hidden sm:flex-row sm:flex-wrap">
        {call ? (
          <a href={telHref(call.number)} className={`${contact} bg-white text-brand-800 hover:bg-brand-50`}>
            <PhoneIcon size={16} className="shrink-0" />
            <span>
              {call.label} <PhoneNumber value={call.number} className="font-bold" />
            </span>
          </a>
        ) : null}
        {whatsapp ? (
          <a href={whatsappHref(whatsapp.number)} target="_blank" rel="noopener noreferrer" className={`${contact} bg-accent-600 text-white hover:bg-accent-700`}>
            <WhatsAppIcon size={16} className="shrink-0" />
            <span>
              {whatsapp.label} <PhoneNumber value={whatsapp.number} className="font-bold" />
            </span>
            <span className="sr-only">{whatsapp.newTab}</span>
          </a>
        ) : null}
      </div>
    </>
  );
}
