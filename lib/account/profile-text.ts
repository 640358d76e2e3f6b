import type { ProfileFormText } from "./profile-schema";

type ProfileTextKey = "fullName" | "secondName" | "email" | "mobile" | "weightRange" | "heightRange" | "childrenRange" | "dateInvalid" | "occupationMax";

/** The profile schema's labels and messages from the "profile" messages (server or client `t`). */
export function profileFormText(t: (key: ProfileTextKey) => string): ProfileFormText {
  return {
    labels: { fullName: t("fullName"), secondName: t("secondName"), email: t("email"), mobile: t("mobile") },
    weightRange: t("weightRange"),
    heightRange: t("heightRange"),
    childrenRange: t("childrenRange"),
    dateInvalid: t("dateInvalid"),
    occupationMax: t("occupationMax"),
  };
}
