"use client";

import { useRef, useState, type FormEvent } from "react";
import type { IntentProps } from "@/components/forms/form-island";
import { useStateForm } from "@/components/forms/use-state-form";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { sendLead } from "@/lib/engagement/landing-actions";
import { utmOf } from "@/lib/engagement/campaign-attribution";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PATTERNS, normalizeDigits } from "@/lib/validation/rules";
import { landingTime } from "./landing-arrival";
import { LEAD_FIELDS, LEAD_FORM_ID, LEAD_TITLE_ID, LeadFormFields, leadFormClasses, type LeadField, type LeadFormText } from "./lead-form-fields";

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * The campaign form's code (lead-form.tsx declares the form), loaded on intent in place of the
 * server's markup: name, phone, message. Kept light (campaign pages must load fast): plain
 * state and the patterns of lib/validation; the server checks again with leadRequestSchema. The
 * ad's UTM parameters, the referrer and the landing time go with the lead; on success the
 * campaign's analytics get a `lead_submitted` event and the visitor the thank-you page.
 */
export default function LeadFormClient({
  locale,
  slug,
  nameMax,
  text,
  typed,
  submitOnMount,
}: { locale: Locale; slug: string; nameMax: number; text: LeadFormText } & IntentProps) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { pending, bind, showErrors, submit } = useStateForm({
    formId: LEAD_FORM_ID,
    initial: (): Record<LeadField, string> => {
      const values = typed();
      return Object.fromEntries(LEAD_FIELDS.map((field) => [field, values[field]?.[0] ?? ""])) as Record<LeadField, string>;
    },
    fields: LEAD_FIELDS,
    check: (v: Record<LeadField, string>) => {
      const name = v.name.trim();
      const phone = normalizeDigits(v.phone);
      return {
        name: !name ? text.nameRequired : [...name].length > nameMax ? text.nameTooLong : undefined,
        phone: !phone ? text.phoneRequired : PATTERNS.bookingPhone.test(phone) ? undefined : text.phoneInvalid,
        message: v.message.trim() ? undefined : text.messageRequired,
      };
    },
  });

  const announce = (message: string) => {
    setAlert(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAlert(null);
    return submit(
      async (values) => {
        const attribution = utmOf(new URLSearchParams(window.location.search));
        const result = await sendLead(locale, slug, {
          ...values,
          ...attribution,
          referrer: document.referrer ? document.referrer.slice(0, 500) : undefined,
          landed_at: landingTime(slug),
        });
        if (result.ok) {
          (window.dataLayer ??= []).push({ event: "lead_submitted", landing_page: slug, ...attribution });
          router.push({ pathname: "/landing-page/[[...slug]]", params: { slug: [slug, "thankyou-page"] } });
          return;
        }
        const fieldErrors = result.fieldErrors ?? {};
        if (!showErrors({ name: fieldErrors.name, phone: fieldErrors.phone, message: fieldErrors.message })) announce(result.message);
      },
      () => announce(text.genericError),
    );
  };

  useSubmitOnMount(submitOnMount, onSubmit);

  return (
    <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby={LEAD_TITLE_ID} className={leadFormClasses}>
      <LeadFormFields bind={bind} text={text} alert={alert} alertRef={alertRef} pending={pending} />
    </form>
  );
}
