import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type SandboxLang = "ar" | "en";

/** One sandbox page: a provider's hosted page in the payment's language, marked as a sandbox. */
export function sandboxPage(options: {
  lang: SandboxLang;
  title: string;
  brand: string;
  body: HtmlEscapedString | Promise<HtmlEscapedString>;
}) {
  const ar = options.lang === "ar";
  return html`<!doctype html>
<html lang="${options.lang}" dir="${ar ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · ${options.brand}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header><strong>${options.brand}</strong> <span class="badge">${ar ? "بيئة تجريبية" : "Sandbox"}</span></header>
<main>
<h1>${options.title}</h1>
${options.body}
</main>
</body>
</html>`;
}

/** The provider-dashboard controls every sandbox page has: approve, decline, expire, re-send. */
export function controls(lang: SandboxLang, action: string, open: boolean, hasNotification: boolean) {
  const ar = lang === "ar";
  return html`<section aria-labelledby="controls-title" class="controls">
<h2 id="controls-title">${ar ? "لوحة التحكم التجريبية" : "Sandbox controls"}</h2>
<form method="post" action="${action}">
${open
    ? html`<button name="action" value="approve">${ar ? "قبول الدفع" : "Approve payment"}</button>
<button name="action" value="decline">${ar ? "رفض الدفع" : "Decline payment"}</button>
<button name="action" value="expire">${ar ? "إنهاء الصلاحية" : "Let it expire"}</button>`
    : ""}
${hasNotification ? html`<button name="action" value="resend">${ar ? "إعادة إرسال آخر إشعار" : "Re-send last notification"}</button>` : ""}
</form>
</section>`;
}

export const formatMinor = (minor: number, currency: string, lang: SandboxLang) =>
  new Intl.NumberFormat(lang === "ar" ? "ar-SA" : "en-US", { style: "currency", currency, numberingSystem: "latn" }).format(minor / 100);

export const formatTime = (date: Date | null, lang: SandboxLang) =>
  date
    ? new Intl.DateTimeFormat(lang === "ar" ? "ar-SA" : "en-GB", {
        dateStyle: "medium",
        timeStyle: "short",
        numberingSystem: "latn",
        timeZone: "Asia/Riyadh",
      }).format(date)
    : "—";

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1c1e21}
header{background:#1c1e21;color:#fff;padding:12px 16px;display:flex;gap:8px;align-items:center}
.badge{background:#f5b400;color:#1c1e21;border-radius:4px;padding:2px 6px;font-size:12px}
main{max-width:480px;margin:24px auto;background:#fff;padding:16px 20px;border-radius:8px}
label{display:block;margin-top:12px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font-size:16px;border:1px solid #888;border-radius:4px}
input[aria-invalid=true]{border:2px solid #a10000}
button{margin-top:12px;margin-inline-end:8px;padding:8px 14px;font-size:15px;border-radius:4px;border:1px solid #1c1e21;background:#fff;cursor:pointer}
button[value=approve],button.primary{background:#0a6b3d;color:#fff;border-color:#0a6b3d}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{font-weight:600}dd{margin:0}
.controls{margin-top:24px;border-top:1px solid #ddd;padding-top:8px}
.hint{color:#555;font-size:14px}
[role=alert]{color:#a10000;font-weight:600}
`;
