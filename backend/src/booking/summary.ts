import type { Deps } from "../http/context";
import { appointmentById, noticeFacts } from "./appointments";
import { whenText } from "./notices";

/** What the payment response page shows about an appointment: its code, the doctor, time and branch. */
export async function appointmentSummary(deps: Deps, appointmentId: number, lang: "ar" | "en") {
  const rec = await appointmentById(deps.db, appointmentId);
  if (!rec) return null;
  const facts = { ...noticeFacts(rec), lang };
  return {
    code: rec.r.code,
    title: lang === "ar" ? rec.doctorNameAr : rec.doctorNameEn,
    details: [whenText(facts), lang === "ar" ? rec.branchNameAr : rec.branchNameEn],
  };
}
