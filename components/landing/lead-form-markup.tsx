import type { LeadFormText } from "./lead-form";

const inputClass = "mt-1 block w-full rounded-xl border border-line-strong bg-white px-4 text-base text-ink";

/**
 * The campaign form as the server renders it, with no code of its own in the browser: the same
 * fields and look as lead-form.tsx, which lead-form-island.tsx puts in its place (with what was
 * typed) as soon as a field takes the focus, so the page's first load stays light.
 */
export function LeadFormMarkup({ text }: { text: LeadFormText }) {
  const label = (name: string, value: string, hint?: string) => (
    <>
      <label htmlFor={`lead-${name}`} className="block font-semibold text-ink">
        {value}
      </label>
      {hint ? (
        <p id={`lead-${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
  return (
    <form noValidate method="post" aria-labelledby="lead-title" className="space-y-4 rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-card)]">
      <h2 id="lead-title" className="text-xl font-bold text-brand-800">
        {text.title}
      </h2>
      <p tabIndex={-1} role="alert" className="sr-only" />
      <div>
        {label("name", text.name)}
        <input id="lead-name" name="name" type="text" autoComplete="name" className={`${inputClass} min-h-12`} />
      </div>
      <div>
        {label("phone", text.phone, text.phoneHint)}
        <input id="lead-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" dir="ltr" aria-describedby="lead-phone-hint" className={`${inputClass} min-h-12`} />
      </div>
      <div>
        {label("message", text.message, text.messageHint)}
        <textarea id="lead-message" name="message" rows={3} maxLength={1000} aria-describedby="lead-message-hint" className={`${inputClass} py-3`} />
      </div>
      <button type="submit" className="btn btn-accent btn-lg w-full disabled:opacity-80">
        {text.submit}
      </button>
    </form>
  );
}
