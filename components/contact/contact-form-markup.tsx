import { useTranslations } from "next-intl";
import { FieldShell, describedBy, fieldIds } from "@/components/forms/field-shell";
import { inputClasses } from "@/components/forms/field-classes";
import { SubmitButton } from "@/components/forms/submit-button";

/**
 * The contact form as the server renders it, with no code of its own in the browser: the same
 * fields, labels, hints and look as contact-form.tsx, which contact-form-island.tsx puts in its
 * place (with what was typed) as soon as the visitor focuses a field or sends it.
 */
export function ContactFormMarkup({ units, defaultUnit }: { units: ReadonlyArray<{ id: number; name: string }>; defaultUnit?: number }) {
  const t = useTranslations("contact");
  const ids = (name: string) => fieldIds("contact", name);
  const text = (name: "name" | "phone" | "email" | "subject", hint: string | null, extra: Record<string, string> = {}) => (
    <FieldShell ids={ids(name)} label={t(`fields.${name}`)} hint={hint ?? undefined}>
      <input id={ids(name).input} name={name} required aria-describedby={describedBy(ids(name), hint, null)} className={inputClasses(false)} {...extra} />
    </FieldShell>
  );
  const unit = String(defaultUnit ?? units[0]?.id ?? "");

  return (
    <form noValidate method="post" className="space-y-5" aria-labelledby="contact-form-title">
      <div role="alert" tabIndex={-1} className="sr-only" />
      <div className="grid gap-5 md:grid-cols-2">
        {text("name", t("hints.name"), { autoComplete: "name" })}
        {text("phone", t("hints.phone"), { type: "tel", inputMode: "tel", autoComplete: "tel", dir: "ltr" })}
        {text("email", null, { type: "email", autoComplete: "email", dir: "ltr" })}
        {units.length > 1 ? (
          <FieldShell ids={ids("unit")} label={t("fields.unit")}>
            <select id={ids("unit").input} name="unit" defaultValue={unit} className={inputClasses(false, "pe-10")}>
              {units.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </select>
          </FieldShell>
        ) : null}
      </div>
      {text("subject", null)}
      <FieldShell ids={ids("message")} label={t("fields.message")} hint={t("hints.message")}>
        <textarea id={ids("message").input} name="message" rows={6} required aria-describedby={describedBy(ids("message"), true, null)} className={inputClasses(false, "py-3")} />
      </FieldShell>
      <SubmitButton pending={false} label={t("submit")} pendingLabel={t("sending")} className="w-full sm:w-auto" />
    </form>
  );
}
