"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { apiGetUncached } from "@/lib/api/client";
import { isApiError } from "@/lib/api/errors";
import { apiWrite } from "@/lib/api/write";
import { userBackendToken } from "@/lib/auth/user-token";
import { AppointmentKindSchema, AppointmentSchema } from "@/lib/contract/booking";
import { type WaitlistAlert, WaitlistAlertSchema, WaitlistTokenSchema } from "@/lib/contract/waitlist";
import { type ActionResult, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";

/**
 * The earlier-slot alert's calls to the backend. Server actions are public endpoints: each input is
 * checked here and again by the backend, and only the signed-in patient's own token goes with them.
 */

async function fail<T>(locale: Locale): Promise<ActionResult<T>> {
  const t = await getFormsT(localeOrDefault(locale));
  return { ok: false, message: t("genericError") };
}

/** Whether the visitor is signed in, and when their next appointment with the doctor starts (the natural "before"). */
export async function alertContext(locale: Locale, doctorId: number): Promise<{ signedIn: boolean; nextVisit: string | null }> {
  if (!isLocale(locale) || !Number.isInteger(doctorId) || doctorId < 1) return { signedIn: false, nextVisit: null };
  const token = await userBackendToken();
  if (!token) return { signedIn: false, nextVisit: null };
  try {
    const { data } = await apiGetUncached("/api/appointments", {
      locale,
      query: { tab: "upcoming" },
      userToken: token,
      schema: z.object({ data: z.array(AppointmentSchema) }),
    });
    return { signedIn: true, nextVisit: data.find((a) => a.doctor.id === doctorId)?.start ?? null };
  } catch (error) {
    if (isApiError(error)) return { signedIn: error.status !== 401, nextVisit: null };
    throw error;
  }
}

const AlertInputSchema = z.object({
  doctorId: z.number().int().min(1),
  branchId: z.number().int().min(1).nullable(),
  kind: AppointmentKindSchema,
  before: z.string().max(40),
});

export async function startAlert(locale: Locale, input: z.infer<typeof AlertInputSchema>): Promise<ActionResult<WaitlistAlert>> {
  const parsed = AlertInputSchema.safeParse(input);
  if (!isLocale(locale) || !parsed.success) return fail(locale);
  const token = await userBackendToken();
  if (!token) return fail(locale);
  const { doctorId, branchId, kind, before } = parsed.data;
  const result = await apiWrite({
    method: "POST",
    path: "/api/waitlist",
    locale,
    body: { doctor_id: doctorId, ...(branchId ? { branch_id: branchId } : {}), kind, before },
    userToken: token,
    clientIp: await visitorIp(),
    schema: z.object({ data: WaitlistAlertSchema, message: z.string() }),
  });
  // The limit of running alerts comes as a 422 naming doctor_id: said as the form's message.
  if (!result.ok && result.kind === "fields") return { ok: false, message: Object.values(result.fieldErrors)[0] ?? result.message };
  return toActionResult(result, await getFormsT(locale), {
    data: (body) => body.data,
    successMessage: result.ok ? result.data.message : undefined,
  });
}

export async function myAlerts(locale: Locale): Promise<ActionResult<WaitlistAlert[]>> {
  if (!isLocale(locale)) return fail(locale);
  const token = await userBackendToken();
  if (!token) return fail(locale);
  try {
    const body = await apiGetUncached("/api/waitlist", { locale, userToken: token, schema: z.object({ data: z.array(WaitlistAlertSchema) }) });
    return { ok: true, data: body.data };
  } catch (error) {
    if (isApiError(error)) return fail(locale);
    throw error;
  }
}

export async function stopMyAlert(locale: Locale, id: number): Promise<ActionResult<WaitlistAlert>> {
  if (!isLocale(locale) || !Number.isInteger(id) || id < 1) return fail(locale);
  const token = await userBackendToken();
  if (!token) return fail(locale);
  const result = await apiWrite({
    method: "DELETE",
    path: `/api/waitlist/${id}`,
    locale,
    userToken: token,
    clientIp: await visitorIp(),
    schema: z.object({ data: WaitlistAlertSchema, message: z.string() }),
  });
  return toActionResult(result, await getFormsT(locale), { data: (body) => body.data, successMessage: result.ok ? result.data.message : undefined });
}

/** A message's stop link: the token is the proof, no sign-in needed. */
export async function stopAlertByLink(locale: Locale, token: string): Promise<ActionResult<WaitlistAlert>> {
  if (!isLocale(locale) || !WaitlistTokenSchema.safeParse(token).success) return fail(locale);
  const result = await apiWrite({
    method: "POST",
    path: `/api/waitlist/stop/${token}`,
    locale,
    clientIp: await visitorIp(),
    schema: z.object({ data: WaitlistAlertSchema, message: z.string() }),
  });
  // A link that names no alert (mistyped, or of an alert removed with its account).
  if (!result.ok && result.kind === "not_found") return { ok: false, message: (await getTranslations({ locale, namespace: "waitlist" }))("stopUnknown") };
  return toActionResult(result, await getFormsT(locale), { data: (body) => body.data, successMessage: result.ok ? result.data.message : undefined });
}
