import type { FamilyFormText } from "@/lib/contract/family";

type FamilyT = (key: "fields.fullName" | "fields.relation" | "fields.dateOfBirth" | "fields.gender" | "fields.nationalId" | "fields.mobile" | "dateInvalid") => string;

/** The family form's labels and date message in the visitor's language, for the shared schema. */
export function familyFormText(t: FamilyT): FamilyFormText {
  return {
    labels: {
      fullName: t("fields.fullName"),
      relation: t("fields.relation"),
      dateOfBirth: t("fields.dateOfBirth"),
      gender: t("fields.gender"),
      nationalId: t("fields.nationalId"),
      mobile: t("fields.mobile"),
    },
    dateInvalid: t("dateInvalid"),
  };
}
