"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { sendLead } from "@/lib/engagement/landing-actions";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PATTERNS, normalizeDigits } from "@/lib/validation/rules";
import { landingTime } from "./landing-arrival";

export interface LeadFormText {
  title: string;
  name: string;
  phone: string;
  phoneHint: string;
  message: string;
  messageHint: string;
  submit: string;
  sending: string;
  nameRequired: string;
  nameTooLong: string;
  phoneRequired: string;
  phoneInvalid: string;
  messageRequired: string;
  genericError: string;
}

export type LeadField = "name" | "phone" | "message";
type Field = LeadField;
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
  readTyped?: () => Partial<Record<Field, string>>;
  /** The visitor sent the server's markup: send it now. */
  submitOnMount?: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>(() => ({ name: "", phone: "", message: "", ...readTyped?.() }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const check = (v: Record<Field, string>) => {
    const found: Partial<Record<Field, string>> = {};
    if (!v.name.trim()) found.name = text.nameRequired;
    else if ([...v.name.trim()].length > nameMax) found.name = text.nameTooLong;
    const phone = normalizeDigits(v.phone);
    if (!phone) found.phone = text.phoneRequired;
    else if (!PATTERNS.bookingPhone.test(phone)) found.phone = text.phoneInvalid;
    if (!v.message.trim()) found.message = text.messageRequired;
    return found;
  };

  const focus = (found: Partial<Record<Field, string>>) => {
    const first = (["name", "phone", "message"] as const).find((f) => found[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
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

  const sentOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || sentOnMount.current) return;
    sentOnMount.current = true;
    void onSubmit();
  });

  const field = (name: Field, label: string, hint?: string) => {
    const described = [hint ? `${id}-${name}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": described,
      className: `mt-1 block w-full rounded-xl border bg-white px-4 text-base text-ink ${errors[name] ? "border-error" : "border-line-strong"}`,
      onChange: (event: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: event.target.value }));
        if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
      },
    };
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-semibold text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-${name}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
        {name === "message" ? (
          <textarea {...common} rows={3} maxLength={1000} className={`${common.className} py-3`} />
        ) : (
          <input
            {...common}
            type={name === "phone" ? "tel" : "text"}
            inputMode={name === "phone" ? "tel" : undefined}
            autoComplete={name === "phone" ? "tel" : "name"}
            dir={name === "phone" ? "ltr" : undefined}
            className={`${common.className} min-h-12`}
          />
        )}
        {errors[name] ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} className="space-y-4 rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-card)]">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-800">
        {text.title}
      </h2>
      <p ref={alertRef} tabIndex={-1} role="alert" className={alert ? "rounded-xl bg-error-50 px-4 py-2 font-medium text-error" : "sr-only"}>
        {alert}
      </p>
      {field("name", text.name)}
      {field("phone", text.phone, text.phoneHint)}
      {field("message", text.message, text.messageHint)}
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className="btn btn-accent btn-lg w-full disabled:opacity-80">
        {pending ? text.sending : text.submit}
      </button>
    </form>
  );
}
