"use client";

import { useEffect, useState } from "react";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/router";

/** SPEC §4: after a survey, the visitor is sent home after a few seconds, with a link to go now. */
export const REDIRECT_SECONDS = 8;

export function GoHomeCountdown({ template, goNow }: { template: string; goNow: string }) {
  const router = useRouter();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      router.replace("/");
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, router]);
  return (
    <div className="mt-6 space-y-3">
      <p className="text-muted">{template.replace("#", String(Math.max(seconds, 0)))}</p>
      <Link href="/" className="btn btn-primary btn-lg">
        {goNow}
      </Link>
    </div>
  );
}
