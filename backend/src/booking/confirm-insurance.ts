import { patientBill } from "@/lib/contract/booking-bill";
import type { AppointmentBody } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { AppointmentInsurance, bookingReservations } from "../db/schema";
import type { Deps, UserRow } from "../http/context";
import { serverMessage } from "../http/messages";
import { hitAll } from "../platform/rate-limit";
import type { Outcome } from "./confirm";
import { eligibilityLimits } from "./eligibility-lookup";
import { checkEligibility, insuranceNotChecked } from "./insurance";
import { samePerson, visitPatient } from "./insurance-match";
import { localDay } from "@/lib/time/zone";

type Hold = Pick<typeof bookingReservations.$inferSelect, "price" | "tax" | "startsAt" | "timeZone" | "kind">;

const fieldError = (field: string, message: string): Outcome => ({
  status: 422,
  body: { message: "The given data was invalid.", errors: { [field]: [message] } },
});

/**
 * The insurance of a visit being booked: the insurer is asked (a lookup, counted like a check by
 * account and proven mobile; the booking route counts the address), and the policy covers the
 * visit only if it is in force and its member is the visit's patient, by name and date of birth.
 * Otherwise an outcome that says why, in the patient's language.
 */
export async function coverForVisit(
  deps: Deps,
  lang: Lang,
  o: {
    hold: Hold;
    insurance: NonNullable<AppointmentBody["insurance"]>;
    user: UserRow | null;
    member: { fullName: string; dateOfBirth: string } | undefined;
    patientName: string;
    mobile: string;
  },
): Promise<{ insurance: AppointmentInsurance; price: number } | Outcome> {
  const verdict = await hitAll(deps.db, eligibilityLimits({ userId: o.user?.id ?? null, mobile: o.mobile, ip: null }));
  if (!verdict.allowed) {
    return { status: 429, body: { message: serverMessage(lang, "limits.tooMany", { seconds: verdict.retryAfter }), retry_after: verdict.retryAfter } };
  }
  const checked = await checkEligibility(deps, lang, {
    identityNumber: o.insurance.identity_number,
    companyId: o.insurance.insurance_company_id,
    servicedDate: localDay(o.hold.startsAt.getTime(), o.hold.timeZone),
    benefit: o.hold.kind,
  });
  if (checked.kind === "unknown_company") return fieldError("insurance.insurance_company_id", serverMessage(lang, "booking.notInsured"));
  if (checked.kind !== "answer") return insuranceNotChecked(lang, checked, "insurance");
  const { eligibility, member } = checked;
  if (!eligibility.eligible || !eligibility.insurance) return fieldError("insurance.identity_number", eligibility.message);
  const patient = await visitPatient(deps.db, { member: o.member, user: o.user, name: o.patientName, birthDate: o.insurance.date_of_birth });
  if (!patient.birthDate) return fieldError("insurance.date_of_birth", serverMessage(lang, "booking.insurance.birthDateNeeded"));
  if (!member || !samePerson(member, patient)) return fieldError("insurance.identity_number", serverMessage(lang, "booking.insurance.notPatient"));
  const bill = patientBill(o.hold, eligibility.insurance);
  return {
    price: bill.price,
    insurance: {
      identityNumber: o.insurance.identity_number,
      insuranceCompanyId: o.insurance.insurance_company_id,
      policyNumber: eligibility.insurance.policyNumber,
      deductibleRate: eligibility.insurance.deductibleRate,
      maxLimit: eligibility.insurance.maxLimit,
      coveredAmount: bill.insurer,
      claimStatus: "pending",
    },
  };
}
