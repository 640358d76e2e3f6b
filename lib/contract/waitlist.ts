import { z } from "zod";
import { AppointmentKindSchema, ReservationSchema } from "./booking";
import { DateTimeSchema, dateTimeField, idField } from "./common";

/**
 * The earlier-slot alert (waitlist): a signed-in patient asks to be told when a time of a doctor
 * (at a branch, or any, of a kind) frees before a moment; a time a cancelled or moved appointment
 * frees comes as an SMS and an e-mail with a single-use link that holds it.
 */

/** How many alerts one patient may have running at once. */
export const MAX_ACTIVE_ALERTS = 5;
/** The 422 `code` when the patient already has MAX_ACTIVE_ALERTS alerts running. */
export const WAITLIST_LIMIT_CODE = "waitlist_limit";
/** The 409 `code` when the patient already runs an alert for this doctor and kind (one each). */
export const WAITLIST_EXISTS_CODE = "waitlist_exists";
/** The 410 `code` when an offered time was taken by someone else (or has passed). */
export const OFFER_GONE_CODE = "offer_gone";

/** Tokens of the messages' links: 256 random bits (or a MAC of that size), base64url. */
export const WaitlistTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "The token is invalid." })
  .describe("The opaque token of a message's link");

export const WaitlistAlertBodySchema = z.object({
  doctor_id: idField("doctor_id"),
  branch_id: idField("branch_id").nullable().optional().describe("Absent or null: any branch of the doctor"),
  kind: AppointmentKindSchema,
  before: dateTimeField("before").describe("Only times starting before this are offered; the alert ends when it comes"),
});
export type WaitlistAlertBody = z.infer<typeof WaitlistAlertBodySchema>;

export const WaitlistAlertSchema = z.object({
  id: z.number().int(),
  doctor: z.object({ id: z.number().int(), name: z.string(), slug_ar: z.string(), slug_en: z.string() }),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: AppointmentKindSchema,
  before: DateTimeSchema,
  time_zone: z.string(),
  status: z.enum(["active", "ended"]),
  ended_reason: z.enum(["stopped", "passed", "booked"]).nullable(),
  created_at: DateTimeSchema,
});
export type WaitlistAlert = z.infer<typeof WaitlistAlertSchema>;

export const WaitlistAlertIdParamSchema = z.object({
  id: z.coerce.number({ error: "The id must be an integer." }).int({ error: "The id must be an integer." }).min(1).max(2_147_483_647),
});
export const WaitlistTokenParamSchema = z.object({ token: WaitlistTokenSchema });

/** An offer opened first: the time is held for the patient as any hold is. */
export const WaitlistHeldSchema = z.object({
  reservation: ReservationSchema,
  doctor: z.object({ id: z.number().int(), name: z.string(), slug_ar: z.string(), slug_en: z.string() }),
  branch_name: z.string(),
  /** The patient's later appointment with the doctor that this time can replace (a move), if any. */
  appointment_id: z.number().int().nullable(),
});
export type WaitlistHeld = z.infer<typeof WaitlistHeldSchema>;

/** What a stop link says: the alert it stopped (its doctor and kind). */
export const WaitlistStoppedSchema = z.object({ message: z.string(), data: WaitlistAlertSchema });
