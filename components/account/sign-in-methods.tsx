"use client";

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/ui/load-failed";
import type { SignInFormPayload } from "./sign-in-form-props";

/** The password sign-in's code (react-hook-form, the rules, next-auth's client): on intent, never with the page. */
const loadSignInCode = () => import("./sign-in-form-client");
const preloadSignInCode = () => void loadSignInCode().catch(() => undefined);
const NOTHING_TYPED = () => ({});

type SignInCode = Awaited<ReturnType<typeof loadSignInCode>>;
type LoadedForm = { Form: SignInCode["default"]; props: Awaited<ReturnType<SignInCode["propsFor"]>> };

/**
 * A password sign-in drawn by its code alone, for the panel a sign-in page does not show when it
 * loads (the health record's): its server form would ride in every sign-in page's payload for a
 * tab the visitor may never choose, and one without JavaScript cannot choose it. The code is
 * fetched as the pointer or the focus reaches a tab (SignInMethods), so it is there by the press,
 * and reads the forms' data by the key the page gives both (its `propsFor`). When either cannot be
 * fetched (offline, a deploy in between), the panel says so and fetches them again on the press of
 * its button; the other tab's form keeps working meanwhile.
 */
export function SignInByCode(payload: SignInFormPayload) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const [code, setCode] = useState<LoadedForm | "failed" | null>(null);
  // The payload's props as first given: a parent's render hands the same data again, not a reason to fetch again.
  const first = useRef(payload);
  const fetchCode = useCallback((afresh: boolean) => {
    loadSignInCode()
      .then(async (module) => ({ Form: module.default, props: await module.propsFor(first.current, { afresh }) }))
      .then(setCode, () => setCode("failed"));
  }, []);
  useEffect(() => fetchCode(false), [fetchCode]);

  if (code === "failed") {
    return (
      <LoadFailed
        className="mt-6"
        message={t("codeLoadFailed")}
        retry={common("retry")}
        onRetry={() => {
          setCode(null);
          fetchCode(true);
        }}
      />
    );
  }
  if (!code) return null;
  const { Form, props } = code;
  return <Form {...props} typed={NOTHING_TYPED} submitOnMount={false} />;
}

const METHODS = ["account", "record"] as const;
type Method = (typeof METHODS)[number];

/**
 * The two password sign-ins as tabs (WAI-ARIA tabs pattern: arrow keys move between tabs, in
 * the reading direction): email or mobile, and the health record (national ID or medical record
 * number). The first panel is the server's form of its method (sign-in page), handed to its code
 * on intent; the second is drawn by that code when its tab is chosen (SignInByCode).
 */
export function SignInMethods({ panels }: { panels: Record<Method, ReactNode> }) {
  const t = useTranslations("auth");
  const [method, setMethod] = useState<Method>("account");
  // A panel once shown stays mounted, hidden while another tab is chosen: what was typed in it
  // stays, and the server's form (kept markup, no code of its own) is never drawn again.
  const [opened, setOpened] = useState<ReadonlySet<Method>>(() => new Set(["account"]));
  const choose = (next: Method) => {
    setMethod(next);
    setOpened((shown) => (shown.has(next) ? shown : new Set(shown).add(next)));
  };
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ account: null, record: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -METHODS.length, End: METHODS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(METHODS.length - 1, Math.max(0, (METHODS.indexOf(method) + step + METHODS.length) % METHODS.length));
    const next = event.key === "Home" ? METHODS[0] : event.key === "End" ? METHODS[METHODS.length - 1] : METHODS[index];
    if (!next) return;
    choose(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mt-6">
      <div role="tablist" aria-label={t("methodsLabel")} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1">
        {METHODS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              tabs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`sign-in-tab-${value}`}
            aria-selected={method === value}
            aria-controls={`sign-in-panel-${value}`}
            tabIndex={method === value ? 0 : -1}
            onClick={() => choose(value)}
            onPointerEnter={preloadSignInCode}
            onFocus={preloadSignInCode}
            className={`min-h-11 rounded-lg px-3 text-sm font-semibold sm:text-base ${
              method === value ? "bg-white text-brand-800 shadow-card" : "text-brand-800 hover:bg-white/60"
            }`}
          >
            {value === "account" ? t("tabAccount") : t("tabRecord")}
          </button>
        ))}
      </div>
      {METHODS.map((value) => (
        <div key={value} role="tabpanel" id={`sign-in-panel-${value}`} aria-labelledby={`sign-in-tab-${value}`} hidden={method !== value}>
          {opened.has(value) && panels[value]}
        </div>
      ))}
    </div>
  );
}
