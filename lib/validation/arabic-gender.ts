import type { MessageKey, MessageValues } from "./messages";

/** Rules whose Arabic sentence agrees with the field's gender; each has a feminine twin in "validation". */
const FEMININE_TWIN = { required: "requiredFeminine", min: "minFeminine", max: "maxFeminine" } as const;
type FeminineKey = (typeof FEMININE_TWIN)[keyof typeof FEMININE_TWIN];

const MARKS = /[\u064B-\u0652\u0640]/g;

/**
 * Whether an Arabic field label is grammatically feminine, read from its head noun: a final taa
 * marbuta ("كلمة المرور", "طريقة الدفع", "الرسالة"), or a taa marbuta turned taa before a possessive
 * ending ("رسالتك", "بياناتي"). "تأكيد كلمة المرور" is masculine: its head is "تأكيد".
 */
export function isFeminineArabicLabel(label: string): boolean {
  const head = (label.trim().split(/\s+/)[0] ?? "").replace(MARKS, "");
  return /ة$/.test(head) || /^.{3,}ت(ك|كم|كن|ي|ه|ها|هم|نا)$/.test(head);
}

/** The message key to use so the Arabic sentence agrees with its field ("رسالتك مطلوبة", "الاسم مطلوب"). */
export function agreeingKey(locale: string, key: MessageKey, values?: MessageValues): MessageKey | FeminineKey {
  if (locale !== "ar" || !(key in FEMININE_TWIN)) return key;
  const field = values?.field;
  return typeof field === "string" && isFeminineArabicLabel(field) ? FEMININE_TWIN[key as keyof typeof FEMININE_TWIN] : key;
}
