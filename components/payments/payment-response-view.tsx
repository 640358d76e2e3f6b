import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { Currency } from "@/lib/contract/common";
import type { Payment } from "@/lib/contract/payments";
import { Link } from "@/lib/i18n/navigation";
import { isolate } from "@/lib/intl/bidi";
import { formatExpiry, formatMoney } from "./format";
import { PaymentAmounts } from "./payment-amounts";
import { ReferenceActions } from "./reference-actions";
import { RetryActions } from "./retry-actions";
import { StatusWatcher } from "./status-watcher";

type Tone = "success" | "waiting" | "failure";

const TONE_CLASSES: Record<Tone, string> = {
  success: "border-success bg-success-50",
  waiting: "border-brand-600 bg-brand-50",
  failure: "border-error bg-error-50",
};

function Panel({ tone, title, state, children }: { tone: Tone; title: string; state: string; children: ReactNode }) {
  return (
    <section className={`rounded-card border-s-4 p-6 shadow-card ${TONE_CLASSES[tone]}`} aria-labelledby="payment-title" data-state={state}>
      <h1 id="payment-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h1>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

/**
 * The answer after a provider, always from the server: paid (summary and code), pending (Fawry:
 * the reference and its expiry to copy or share; card and Tamara: waiting for the provider), not
 * completed (try again or pay cash). The query string the provider added is never read.
 */
export function PaymentResponseView({ payment }: { payment: Payment | null }) {
  const t = useTranslations("payments.response");
  const tm = useTranslations("payments.step.methods");
  const locale = useLocale();
  const home = (
    <Link href="/" className={buttonClasses("ghost", "md", "justify-self-start")}>
      {t("home")}
    </Link>
  );

  if (!payment) {
    return (
      <Panel tone="failure" title={t("notCompleted.title")} state="unknown">
        <p>{t("notCompleted.unknown")}</p>
        {home}
      </Panel>
    );
  }

  const amounts = { currency: payment.currency, amount: payment.amount, tax: payment.tax, taxRate: payment.tax_rate, total: payment.total };
  const details = (
    <>
      {payment.summary ? <BookingSummary summary={payment.summary} codeLabel={t("paid.code")} /> : null}
      <h2 className="text-lg font-semibold text-ink">{t("details")}</h2>
      <PaymentAmounts value={amounts} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t("method")}</dt>
        <dd>{tm(`${payment.method}.label`)}</dd>
        {payment.refunded > 0 ? (
          <>
            <dt className="text-muted">{t("refundedAmount")}</dt>
            <dd>
              <bdi>{formatMoney(locale, payment.refunded, payment.currency)}</bdi>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t("paymentId")}</dt>
        <dd>
          <bdi dir="ltr" className="break-all font-mono text-xs">
            {payment.id}
          </bdi>
        </dd>
      </dl>
    </>
  );

  if (payment.status === "paid") {
    return (
      <Panel tone="success" title={t("paid.title")} state="paid">
        <p>{t("paid.body")}</p>
        {details}
        {home}
      </Panel>
    );
  }

  if (payment.status === "refunded" || payment.status === "partially_refunded") {
    return (
      <Panel tone="success" title={t("refunded.title")} state="refunded">
        <p>{t("refunded.body")}</p>
        {details}
        {home}
      </Panel>
    );
  }

  if (payment.method === "cash") {
    return (
      <Panel tone="success" title={t("cash.title")} state="cash">
        <p>{t("cash.body")}</p>
        {details}
        {home}
      </Panel>
    );
  }

  if (payment.status === "pending" && payment.method === "fawry" && payment.reference) {
    return (
      <Panel tone="waiting" title={t("pending.fawryTitle")} state="pending">
        <p>{t("pending.fawryBody")}</p>
        <FawryReference reference={payment.reference} expiresAt={payment.expires_at} total={payment.total} currency={payment.currency} />
        <p className="text-sm text-muted">{t("pending.checking")}</p>
        <StatusWatcher />
        {details}
      </Panel>
    );
  }

  // Card or Tamara still open at the provider (the visitor came back without finishing, or with a
  // forged "paid" in the URL), or any method that failed or expired: not completed.
  const open = payment.status === "pending";
  return (
    <Panel tone="failure" title={t("notCompleted.title")} state={open ? "open" : "not_paid"}>
      <p>{t("notCompleted.body")}</p>
      <RetryActions paymentId={payment.id} method={payment.method} continueUrl={open ? payment.redirect_url : null} allowCash={!open} />
      {open ? (
        <>
          <p className="text-sm text-muted">{t("pending.checking")}</p>
          <StatusWatcher />
        </>
      ) : null}
      {details}
    </Panel>
  );
}

function BookingSummary({ summary, codeLabel }: { summary: NonNullable<Payment["summary"]>; codeLabel: string }) {
  return (
    <div className="rounded-xl bg-white p-4">
      <p className="font-semibold text-ink">{summary.title}</p>
      <p className="mt-1">
        {codeLabel}:{" "}
        <bdi dir="ltr" className="font-mono text-lg font-bold" data-testid="booking-code">
          {summary.code}
        </bdi>
      </p>
      {summary.details.length > 0 ? (
        <ul className="mt-2 list-disc ps-5 text-sm text-muted">
          {summary.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FawryReference({ reference, expiresAt, total, currency }: { reference: string; expiresAt: string | null; total: number; currency: Currency }) {
  const t = useTranslations("payments.response.pending");
  const locale = useLocale();
  const expires = expiresAt ? formatExpiry(locale, expiresAt, currency) : "";
  const money = formatMoney(locale, total, currency);
  return (
    <div className="grid gap-3 rounded-xl bg-white p-4">
      <dl className="grid gap-2">
        <div>
          <dt className="text-sm text-muted">{t("reference")}</dt>
          <dd className="text-3xl font-bold tracking-wider text-brand-800">
            <bdi dir="ltr" data-testid="fawry-reference">
              {reference}
            </bdi>
          </dd>
        </div>
        {expires ? (
          <div>
            <dt className="text-sm text-muted">{t("expires")}</dt>
            <dd>
              <time dateTime={expiresAt ?? undefined}>{expires}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <ReferenceActions reference={reference} shareText={t("shareText", { reference: isolate(locale, reference), total: isolate(locale, money), expires: expires && isolate(locale, expires) })} />
    </div>
  );
}
