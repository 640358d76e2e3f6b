"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { formatDate, formatTime, localDayOf } from "@/components/booking/format";
import { FormAlert } from "@/components/forms/form-alert";
import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import type { DoctorSlots } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/routing";
import { isolate } from "@/lib/intl/bidi";
import { fetchDoctorSlots } from "@/lib/booking/slots-client";
import { alertContext, startAlert } from "@/lib/waitlist/actions";
import { dayAhead, startOfDayIn } from "./before-moment";

type Options = DoctorSlots["meta"];
const DEFAULT_DAYS_AHEAD = 14;

/**
 * "Alert me if an earlier time frees", under the doctor's booking: for a patient whose next visit
 * with the doctor is later than they would like, or who found no time that suits. A guest is sent
 * to sign in and comes back here.
 */
export function EarlierSlotAlert({ doctorId }: { doctorId: number }) {
  const t = useTranslations("waitlist.control");
  const tForms = useTranslations("forms");
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const id = useId();
  const [context, setContext] = useState<{ signedIn: boolean; nextVisit: string | null } | null>(null);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Options | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    void alertContext(locale, doctorId).then(setContext);
  }, [locale, doctorId]);

  useEffect(() => {
    if (!open || options) return;
    fetchDoctorSlots(locale, doctorId, {}).then(
      (answer) => setOptions(answer.meta),
      () => setResult({ tone: "error", message: tForms("genericError") }),
    );
  }, [open, options, locale, doctorId, tForms]);

  useEffect(() => {
    if (open && options) firstFieldRef.current?.focus();
  }, [open, options]);

  if (!context) return null;
  const title = <h4 className="text-base font-bold text-ink">{t("title")}</h4>;

  if (!context.signedIn) {
    const signIn = `${locale === "en" ? "/en" : ""}/sign-in?${new URLSearchParams({ callbackUrl: pathname })}`;
    return (
      <section className="grid gap-2 border-t border-line pt-4" data-testid="earlier-slot-alert">
        {title}
        <p className="text-muted">{t("intro")}</p>
        <a href={signIn} className={buttonClasses("secondary", "md", "justify-self-start whitespace-normal py-2 text-center")}>
          {t("signIn")}
        </a>
      </section>
    );
  }

  const zone = options?.branches[0]?.time_zone ?? "Asia/Riyadh";
  const defaultDay = context.nextVisit ? localDayOf(context.nextVisit) : dayAhead(DEFAULT_DAYS_AHEAD, zone);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const branch = Number(form.get("branch"));
    const day = String(form.get("before"));
    const branchZone = options?.branches.find((b) => b.id === branch)?.time_zone ?? zone;
    // Times before the patient's own visit, when that is the day chosen; otherwise before that day begins.
    const before = context?.nextVisit && localDayOf(context.nextVisit) === day ? context.nextVisit : startOfDayIn(day, branchZone);
    setSending(true);
    try {
      const answer = await startAlert(locale, { doctorId, branchId: branch > 0 ? branch : null, kind: String(form.get("kind")) as never, before });
      setResult(answer.ok ? { tone: "success", message: answer.message ?? "" } : { tone: "error", message: answer.message });
      if (answer.ok) setOpen(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="grid gap-3 border-t border-line pt-4" data-testid="earlier-slot-alert" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="text-base font-bold text-ink">
        {t("title")}
      </h4>
      <p className="text-muted">
        {context.nextVisit
          ? <BidiText text={t("introVisit", { when: isolate(locale, `${formatDate(locale, context.nextVisit, zone)} · ${formatTime(locale, context.nextVisit, zone)}`) })} />
          : t("intro")}
      </p>
      <FormAlert ref={resultRef} message={result?.message} tone={result?.tone} />
      {!open ? (
        <button
          type="button"
          aria-expanded={false}
          aria-controls={`${id}-form`}
          onClick={() => {
            setResult(null);
            setOpen(true);
          }}
          className={buttonClasses("secondary", "md", "justify-self-start whitespace-normal py-2 text-center")}
        >
          {t("title")}
        </button>
      ) : !options ? (
        <p role="status" className="text-muted">
          {t("loading")}
        </p>
      ) : (
        <form id={`${id}-form`} method="post" onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <label className="grid gap-1">
            <span className="text-sm font-semibold text-ink">{t("branch")}</span>
            <select ref={firstFieldRef} name="branch" defaultValue="0" className="min-h-11 rounded-lg border border-line bg-white px-3">
              <option value="0">{t("anyBranch")}</option>
              {options.branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <KindField kinds={options.kinds} />
          <label className="grid gap-1">
            <span className="text-sm font-semibold text-ink">{t("before")}</span>
            <input
              type="date"
              name="before"
              required
              min={dayAhead(1, zone)}
              defaultValue={defaultDay}
              className="min-h-11 rounded-lg border border-line bg-white px-3"
            />
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <button type="submit" disabled={sending} className={buttonClasses("primary", "md")}>
              {sending ? t("sending") : t("submit")}
            </button>
            <button type="button" onClick={() => setOpen(false)} className={buttonClasses("ghost", "md")}>
              {t("close")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function KindField({ kinds }: { kinds: Options["kinds"] }) {
  const t = useTranslations("waitlist.control");
  const tb = useTranslations("booking");
  return (
    <label className="grid gap-1">
      <span className="text-sm font-semibold text-ink">{t("kind")}</span>
      <select name="kind" defaultValue={kinds[0]?.kind} className="min-h-11 rounded-lg border border-line bg-white px-3">
        {kinds.map((k) => (
          <option key={k.kind} value={k.kind}>
            {tb(`kinds.${k.kind}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
