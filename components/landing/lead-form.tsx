"use client";

import { useRef, useState, type FormEvent } from "react";
import { stateFields } from "@/components/forms/field-binding";
import { fieldIds } from "@/components/forms/field-shell";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { sendLead } from "@/lib/engagement/landing-actions";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PATTERNS, normalizeDigits } from "@/lib/validation/rules";
import { landingTime } from "./landing-arrival";
import { LEAD_FORM_ID, LEAD_TITLE_ID, LeadFormFields, leadFormClasses, type LeadField, type LeadFormText } from "./lead-form-fields";

const UTM = ["utm_source", "utm_medium", "utm_campaign"] as const;

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * The campaign form: name, phone, message. Kept light (campaign pages must load fast): plain
 * state and the patterns of lib/validation; the server checks again with landingFormSchema. The
 * ad's UTM parameters, the referrer and the landing time go with the lead; on success the
 * campaign's analytics get a `lead_submitted` event and the visitor the thank-you page.
 */
export function LeadForm({
  locale,
  slug,
  nameMax,
  text,
  readTyped,
  submitOnMount = false,
}: {
  locale: Locale;
  slug: string;
  nameMax: number;
  text: LeadFormText;
  /** Reads what was typed in the server's markup (lead-form-markup.tsx) before this form loaded. */
  readTyped?: () => Partial<Record<LeadField, string>>;
  /** The visitor sent the server's markup: send it now. */
  submitOnMount?: boolean;
}) {
  const router = useRouter();
  const [values, setValues] = useState<Record<LeadField, string>>(() => ({ name: "", phone: "", message: "", ...readTyped?.() }));
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const check = (v: Record<LeadField, string>) => {
    const found: Partial<Record<LeadField, string>> = {};
    if (!v.name.trim()) found.name = text.nameRequired;
    else if ([...v.name.trim()].length > nameMax) found.name = text.nameTooLong;
    const phone = normalizeDigits(v.phone);
    if (!phone) found.phone = text.phoneRequired;
    else if (!PATTERNS.bookingPhone.test(phone)) found.phone = text.phoneInvalid;
    if (!v.message.trim()) found.message = text.messageRequired;
    return found;
  };

  const focus = (found: Partial<Record<LeadField, string>>) => {
    const first = (["name", "phone", "message"] as const).find((f) => found[f]);
    if (first) document.getElementById(fieldIds(LEAD_FORM_ID, first).input)?.focus();
  };

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAlert(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focus(found);
    const query = new URLSearchParams(window.location.search);
    const attribution = Object.fromEntries(UTM.flatMap((k) => (query.get(k) ? [[k, query.get(k)!.slice(0, 100)]] : [])));
    const landedAt = landingTime(slug);
    setPending(true);
    try {
      const result = await sendLead(locale, slug, {
        ...values,
        ...attribution,
        referrer: document.referrer ? document.referrer.slice(0, 500) : undefined,
        landed_at: landedAt,
      });
      if (result.ok) {
        (window.dataLayer ??= []).push({ event: "lead_submitted", landing_page: slug, ...attribution });
        router.push({ pathname: "/landing-page/[[...slug]]", params: { slug: [slug, "thankyou-page"] } });
        return;
      }
      const fieldErrors = result.fieldErrors ?? {};
      const next = { name: fieldErrors.name, phone: fieldErrors.phone, message: fieldErrors.message };
      setErrors(next);
      if (next.name || next.phone || next.message) focus(next);
      else {
        setAlert(result.message);
        requestAnimationFrame(() => alertRef.current?.focus());
      }
    } catch {
      setAlert(text.genericError);
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setPending(false);
    }
  };

  useSubmitOnMount(submitOnMount, onSubmit);

  const change = (name: LeadField, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: String(value) }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={LEAD_TITLE_ID} className={leadFormClasses}>
      <LeadFormFields bind={stateFields(LEAD_FORM_ID, values, errors, change)} text={text} alert={alert} alertRef={alertRef} pending={pending} />
    </form>
  );
}
