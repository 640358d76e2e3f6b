"use client";

import { useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/forms/action-result";

export interface MobileCodeTexts {
  title: string;
  text: string;
  send: string;
  resend: string;
  verify: string;
  code: string;
  codeHint: string;
}

/**
 * Proving a mobile with the 4-digit code sent to it: a button sends the code, a field takes it, a
 * button checks it. What happens is said in a live line under the controls (an error as an alert).
 * The caller says where the code goes and how it is checked (a doctor's hold, an offer).
 *
 * By keyboard: once a code is sent the focus is in its field (Enter there checks it); a busy button
 * says so (aria-disabled) rather than being disabled, which would drop the focus to the page's body.
 */
export function MobileCodeCheck({
  phone,
  texts,
  onSend,
  onVerify,
  onVerified,
  testId,
}: {
  phone: string;
  texts: MobileCodeTexts;
  onSend: () => Promise<ActionResult<{ message: string }>>;
  onVerify: (code: string) => Promise<ActionResult<{ message: string }>>;
  onVerified: () => void;
  testId: string;
}) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  // Bumped by each code sent: the focus goes to the code's field, ready for it.
  const [sentCount, setSentCount] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sentCount > 0) codeRef.current?.focus();
  }, [sentCount]);

  const send = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await onSend();
      if (result.ok) {
        setSent(true);
        setSentCount((count) => count + 1);
        setMessage({ tone: "info", text: result.data.message });
      } else setMessage({ tone: "error", text: result.fieldErrors?.phone ?? result.message });
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    if (busy || code.length !== 4) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await onVerify(code);
      if (result.ok) onVerified();
      else setMessage({ tone: "error", text: result.fieldErrors?.code ?? result.fieldErrors?.phone ?? result.message });
    } finally {
      setBusy(false);
    }
  };

  const error = message?.tone === "error" ? message.text : null;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-4" data-testid={testId}>
      <legend className="px-1 font-semibold text-ink">{texts.title}</legend>
      <p className="text-sm text-muted">{texts.text}</p>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" onClick={() => void send()} disabled={!phone} aria-disabled={busy || undefined} className={buttonClasses("secondary", "md")}>
          {sent ? texts.resend : texts.send}
        </button>
        {sent ? (
          <>
            <div className="grid gap-1">
              <label htmlFor={`${id}-code`} className="font-medium text-ink">
                {texts.code}
              </label>
              <input
                ref={codeRef}
                id={`${id}-code`}
                type="text"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                // Enter checks the code here, not the booking form around it.
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  void verify();
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                dir="ltr"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
                className="min-h-11 w-28 rounded-lg border border-line px-3 text-start"
              />
              <span id={`${id}-hint`} className="text-sm text-muted">
                {texts.codeHint}
              </span>
            </div>
            <button type="button" onClick={() => void verify()} disabled={code.length !== 4} aria-disabled={busy || undefined} className={buttonClasses("primary", "md")}>
              {texts.verify}
            </button>
          </>
        ) : null}
      </div>
      <p id={`${id}-error`} role={error ? "alert" : "status"} className={error ? "text-sm font-medium text-error" : "text-sm text-ink"}>
        {message?.text ?? ""}
      </p>
    </fieldset>
  );
}
