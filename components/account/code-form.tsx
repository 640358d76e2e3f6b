"use client";

import { useEffect, useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { CodeField } from "@/components/forms/code-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { resendCodeAction, verifyCodeAction, type CodePurpose } from "@/lib/account/account-actions";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/router";
import { loadPage } from "@/lib/navigation/load-page";
import { otpSchema } from "@/lib/validation";
import { forgetCodeLink, readCodeLink } from "@/lib/account/code-link";
import { rehydrateUserFlow, useUserFlow } from "@/stores/user";
import { ResendCode } from "./resend-code";
import { forgetReturnPath, readReturnPath } from "./return-path-storage";
import { sentTo } from "./sent-to";

interface CodeFormProps {
  locale: string;
  purpose: CodePurpose;
  /** Where a new account lands once signed in (sign-up only): the profile, which welcomes it. */
  landing?: string;
}

/**
 * The 4-digit code of sign-up (then signed in through next-auth) or of a password reset (then the
 * new-password page). Reads where the code went from the user flow store; a visitor who arrives
 * here without one is sent back to the start.
 */
export function CodeForm({ locale, purpose, landing = "/" }: CodeFormProps) {
  const t = useTranslations("account");
  const tv = useValidationT();
  const router = useRouter();
  const flow = useUserFlow();
  const pending = purpose === "register" ? flow.signUp : flow.resetTarget;
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [done, setDone] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(otpSchema({ code: t("codeLabel") }, tv), { defaultValues: { code: "" } });
  // A reset code's key, when the page was opened from the link in the code's message.
  const keyRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    void (async () => {
      const link = purpose === "reset" ? readCodeLink(window.location.hash) : null;
      if (link?.to) {
        // The message may be read in another tab or on another device: the link says where the code
        // went, before the page shows anything. The resend countdown runs the backend's minute
        // (OTP_RESEND_SECONDS) from opening it.
        await useUserFlow.persist.rehydrate();
        keyRef.current = link.key;
        const channel = link.to.includes("@") ? "email" : "sms";
        useUserFlow.getState().codeSentForReset({ identifier: link.to, channel, sentAt: Date.now(), resendAfter: 60 });
        forgetCodeLink();
      }
      await rehydrateUserFlow();
    })();
  }, [purpose]);
  // The code is the only thing to type here: the keyboard starts in it once the form shows.
  const showsForm = flow.hydrated && pending !== null;
  useEffect(() => {
    if (showsForm) form.setFocus("code");
  }, [showsForm, form]);

  if (!flow.hydrated) return <p className="mt-8 text-muted">{t("loading")}</p>;
  if (!pending) {
    return (
      <p className="mt-8 text-ink">
        {purpose === "register" ? t("noPendingSignUp") : t("noPendingReset")}{" "}
        <Link href={purpose === "register" ? "/sign-up" : "/reset-password"} className="font-semibold text-brand-700 underline underline-offset-4">
          {purpose === "register" ? t("startSignUp") : t("startReset")}
        </Link>
      </p>
    );
  }
  const target = pending.identifier;

  const submit = async ({ code }: { code: string }) => {
    setFormError(null);
    setNotice(null);
    const result = await verifyCodeAction(locale, { identifier: target, code, purpose, key: keyRef.current });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      return;
    }
    setDone(true);
    if (purpose === "reset") {
      flow.resetCodeVerified();
      router.push("/confirm-password");
      return;
    }
    const signedIn = await signIn("otp", { redirect: false, handoff: result.data.handoff ?? "", locale }).catch(() => null);
    if (!signedIn?.ok || signedIn.error) {
      setDone(false);
      setFormError(t("signInAfterSignUpFailed"));
      alertRef.current?.focus();
      return;
    }
    // A first social sign-in comes back to the page it started from; a sign-up lands on the
    // profile, which welcomes the new patient.
    const destination = readReturnPath(landing);
    forgetReturnPath();
    flow.finish();
    // A full load: the header, the proxy and every server component see the new session.
    loadPage(destination);
  };

  const resend = async () => {
    setResending(true);
    setFormError(null);
    setNotice(null);
    try {
      const result = await resendCodeAction(locale, { identifier: target, purpose });
      const flowName = purpose === "register" ? "signUp" : "reset";
      if (result.ok) {
        // The new code's message brings its own link; the old key no longer fits.
        keyRef.current = undefined;
        flow.codeResent(flowName, Date.now(), result.data.resendAfter);
        form.reset({ code: "" });
        setNotice(result.message ?? null);
      } else {
        if (result.retryAfter) flow.codeResent(flowName, Date.now(), result.retryAfter);
        setFormError(result.message);
        alertRef.current?.focus();
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <p className="mt-2 text-ink">
        {t.rich(pending.channel === "email" ? "codeSentToEmail" : "codeSentToMobile", {
          target: sentTo(target),
        })}
      </p>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-6 space-y-5">
        <FormAlert ref={alertRef} message={formError} />
        <FormAlert tone="success" message={notice} />
        <CodeField form={form} name="code" label={t("codeLabel")} hint={t("codeHint")} />
        <SubmitButton
          pending={form.formState.isSubmitting || done}
          label={t("verify")}
          pendingLabel={done && purpose === "register" ? t("signingIn") : t("verifying")}
        />
      </form>
      <ResendCode sentAt={pending.sentAt} waitSeconds={pending.resendAfter} pending={resending} onResend={() => void resend()} />
    </>
  );
}
