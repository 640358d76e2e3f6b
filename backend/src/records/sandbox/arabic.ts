import type { PrimitiveElement } from "../translation";
import { translated } from "../translation";

/**
 * The sandbox HIS is bilingual, as the group's hospitals' are: English is its base language and
 * every text a patient reads carries its Arabic (FHIR's translation extension), in the words
 * Saudi and Egyptian hospitals print on their results, prescriptions and reports. Drug names stay
 * as they are written; units (mg, mL, mg/dL) stay in Latin letters. The specialities and places
 * are the site's own Arabic names of them (backend/src/db/seed/medical.ts).
 */
const ARABIC: Record<string, string> = {
  // Specialities (a visit's department) and places.
  "Internal medicine": "الباطنية",
  Endocrinology: "الغدد الصماء",
  Cardiology: "أمراض القلب",
  Pulmonology: "الأمراض الصدرية",
  "Family medicine": "طب الأسرة",
  Paediatrics: "طب الأطفال",
  "Main hospital – Riyadh": "المستشفى الرئيسي – الرياض",
  "Children's Clinics – Al Zahra": "عيادات الأطفال – الزهراء",

  // Laboratory panels and tests.
  "Complete blood count (CBC)": "صورة الدم الكاملة (CBC)",
  "White blood cells": "كريات الدم البيضاء",
  "Red blood cells": "كريات الدم الحمراء",
  Hemoglobin: "الهيموغلوبين",
  Hematocrit: "الهيماتوكريت",
  Platelets: "الصفائح الدموية",
  "Lipid profile": "صورة الدهون",
  "Total cholesterol": "الكوليسترول الكلي",
  "LDL cholesterol": "الكوليسترول الضار (LDL)",
  "HDL cholesterol": "الكوليسترول النافع (HDL)",
  Triglycerides: "الدهون الثلاثية",
  HbA1c: "السكر التراكمي (HbA1c)",
  "Hemoglobin A1c": "الهيموغلوبين السكري (HbA1c)",
  "Thyroid function": "وظائف الغدة الدرقية",
  TSH: "الهرمون المنبه للغدة الدرقية (TSH)",
  "Free T4": "هرمون الثيروكسين الحر (Free T4)",
  "Fasting glucose": "سكر الدم الصائم",

  // Reasons for a visit.
  "Tiredness and increased thirst": "إرهاق وزيادة في العطش",
  "Type 2 diabetes: starting treatment": "السكري من النوع الثاني: بدء العلاج",
  "Diabetes follow-up": "متابعة السكري",
  "High cholesterol": "ارتفاع الكوليسترول",
  "Diabetes follow-up; low thyroid hormone": "متابعة السكري؛ انخفاض هرمون الغدة الدرقية",
  "Cough for three weeks": "سعال منذ ثلاثة أسابيع",
  "Acute bronchitis": "التهاب الشعب الهوائية الحاد",
  "Vaccinations and growth check": "التطعيمات ومتابعة النمو",
  "Fever and sore throat": "حمى والتهاب في الحلق",
  "Wheezing at night: asthma": "أزيز في الصدر ليلًا: ربو",
  "Asthma follow-up": "متابعة الربو",

  // Prescriptions: how, how often, what to do (the drug's own name is not translated).
  Oral: "عن طريق الفم",
  Inhaled: "عن طريق الاستنشاق",
  tablet: "قرص",
  puffs: "بخة",
  days: "أيام",
  "Twice a day": "مرتين يوميًا",
  "Once a day at bedtime": "مرة واحدة يوميًا عند النوم",
  "Once a day before breakfast": "مرة واحدة يوميًا قبل الإفطار",
  "Three times a day": "ثلاث مرات يوميًا",
  "Up to four times a day when wheezing": "حتى أربع مرات يوميًا عند الأزيز",
  "One tablet twice a day with breakfast and dinner": "قرص واحد مرتين يوميًا مع الإفطار والعشاء",
  "One tablet twice a day with meals": "قرص واحد مرتين يوميًا مع الوجبات",
  "One tablet at bedtime": "قرص واحد عند النوم",
  "One tablet on an empty stomach, 30 minutes before breakfast": "قرص واحد على معدة فارغة، قبل الإفطار بـ 30 دقيقة",
  "One tablet twice a day for 7 days, with food": "قرص واحد مرتين يوميًا لمدة 7 أيام، مع الطعام",
  // Begins with an Arabic word, so a reader's direction (bdi) is Arabic's, not the dose's.
  "5 mL three times a day for 7 days": "تُعطى 5 mL ثلاث مرات يوميًا لمدة 7 أيام",
  "Two puffs through the spacer when wheezing, up to four times a day": "بختان عبر حجرة الاستنشاق (السبيسر) عند الأزيز، حتى أربع مرات يوميًا",

  // Reports.
  "Medical report": "تقرير طبي",
  "Chest X-ray report": "تقرير أشعة الصدر السينية",
  "Sick leave certificate": "شهادة إجازة مرضية",
  "School absence certificate": "شهادة غياب مدرسي",
  "Clinical note": "ملاحظة سريرية",
  "Type 2 diabetes, dyslipidaemia and hypothyroidism: course and plan": "السكري من النوع الثاني واضطراب دهون الدم وقصور الغدة الدرقية: سير الحالة والخطة",
  "Chest radiograph, PA and lateral views: normal": "أشعة سينية للصدر، منظر أمامي خلفي وجانبي: طبيعية",
  "3 days": "3 أيام",

  // Allergies.
  Active: "نشطة",
  Peanut: "الفول السوداني",
  "Swelling of the lips and hives": "تورم الشفتين وشرى (طفح جلدي)",
  "Carries an adrenaline auto-injector.": "بحوزة المريض قلم أدرينالين للحقن الذاتي.",
  "Sulfonamide antibiotics": "المضادات الحيوية من مجموعة السلفا",
  Hives: "شرى (طفح جلدي)",
  "House dust mite": "عث غبار المنزل",
  "Sneezing and runny nose": "عطاس وسيلان الأنف",

  // A child's guardian (RelatedPerson.relationship).
  parent: "أحد الوالدين",
};

/** The sandbox's Arabic of one of its English texts; a text without one is a mistake in this table. */
export function arabicOf(english: string): string {
  const arabic = ARABIC[english];
  if (!arabic) throw new Error(`The records sandbox has no Arabic for "${english}"`);
  return arabic;
}

/** The element the sandbox sends beside an English text: its Arabic. */
export const withArabic = (english: string): PrimitiveElement => translated("ar", arabicOf(english));

/** The Arabic a practitioner the site does not know is named by: "consultant of" the speciality. */
export const consultantInArabic = (speciality: string) => `استشاري ${arabicOf(speciality)}`;
