"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button";

const noSubscription = () => () => undefined;

/** Copy and share a Fawry reference; the share sheet where the browser has one, WhatsApp otherwise. */
export function ReferenceActions({ reference, shareText }: { reference: string; shareText: string }) {
  const t = useTranslations("payments.response.pending");
  const [copied, setCopied] = useState(false);
  // The server renders the WhatsApp link; a browser with a share sheet swaps in its button.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the number stays on screen to copy by hand.
      setCopied(false);
    }
  }

  async function share() {
    try {
      await navigator.share({ text: shareText });
    } catch {
      // The visitor closed the share sheet.
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClasses("secondary", "md")} onClick={copy}>
        {t("copy")}
      </button>
      {canShare ? (
        <button type="button" className={buttonClasses("ghost", "md")} onClick={share}>
          {t("share")}
        </button>
      ) : (
        <a className={buttonClasses("ghost", "md")} href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} target="_blank" rel="noopener noreferrer">
          {t("share")}
        </a>
      )}
      <p role="status" aria-live="polite" className={copied ? "font-medium text-success" : "sr-only"}>
        {copied ? t("copied") : ""}
      </p>
    </div>
  );
}
