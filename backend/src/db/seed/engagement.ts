import { cardImage, sliderImage } from "../../images/generate";
import type { Db } from "../client";
import { type SurveyOption, type SurveyQuestionType, landingPages, surveyQuestions, surveys } from "../schema";
import { BUSINESS_UNITS, type BusinessUnitKey, buId } from "./business-units";
import { SPECIALITIES } from "./medical";

/**
 * Surveys (two per business unit: patient satisfaction after a visit and a short campaign
 * survey) and three campaign landing pages, in Arabic and English.
 */

type Text = [ar: string, en: string];
interface QuestionSeed {
  step: number;
  type: SurveyQuestionType;
  label: Text;
  required?: boolean;
  options?: Array<[value: string, ar: string, en: string]>;
}

const RATING: QuestionSeed["options"] = [
  ["5", "ممتاز", "Excellent"],
  ["4", "جيد جدًا", "Very good"],
  ["3", "جيد", "Good"],
  ["2", "مقبول", "Fair"],
  ["1", "ضعيف", "Poor"],
];

const SATISFACTION: QuestionSeed[] = [
  { step: 1, type: "select", label: ["كيف تقيّم سهولة حجز موعدك؟", "How easy was it to book your appointment?"], options: RATING },
  {
    step: 1,
    type: "select",
    label: ["كم انتظرت بعد موعدك حتى دخلت على الطبيب؟", "How long did you wait past your appointment time?"],
    options: [
      ["0-15", "أقل من 15 دقيقة", "Less than 15 minutes"],
      ["15-30", "من 15 إلى 30 دقيقة", "15 to 30 minutes"],
      ["30+", "أكثر من 30 دقيقة", "More than 30 minutes"],
    ],
  },
  { step: 2, type: "select", label: ["كيف تقيّم شرح الطبيب لحالتك وعلاجك؟", "How well did the doctor explain your condition and treatment?"], options: RATING },
  { step: 2, type: "toggle", label: ["هل عاملك فريق التمريض باحترام واهتمام؟", "Did the nursing team treat you with respect and care?"] },
  { step: 3, type: "toggle", label: ["هل تنصح أقاربك وأصدقاءك بزيارتنا؟", "Would you recommend us to your family and friends?"] },
  { step: 3, type: "text", label: ["ما الذي يمكننا تحسينه في زيارتك القادمة؟", "What could we do better on your next visit?"], required: false },
];

const CAMPAIGN: QuestionSeed[] = [
  {
    step: 1,
    type: "select",
    label: ["كيف عرفت عن حملتنا؟", "How did you hear about our campaign?"],
    options: [
      ["social", "وسائل التواصل الاجتماعي", "Social media"],
      ["search", "محرك البحث", "A search engine"],
      ["friend", "صديق أو قريب", "A friend or relative"],
      ["sms", "رسالة نصية", "A text message"],
    ],
  },
  { step: 1, type: "toggle", label: ["هل أجريت فحصًا طبيًا شاملًا خلال العام الماضي؟", "Have you had a full medical check-up in the past year?"] },
  { step: 2, type: "toggle", label: ["هل تود أن يتصل بك فريقنا لحجز فحص؟", "Would you like our team to call you to book a check-up?"] },
  { step: 2, type: "text", label: ["ما الخدمة التي تهمك أكثر؟", "Which service interests you most?"], required: false },
];

export interface SurveySeed {
  businessUnitId: number;
  slug: string;
  titleAr: string;
  titleEn: string;
  introAr: string;
  introEn: string;
  order: number;
  questions: Array<{
    step: number;
    order: number;
    type: SurveyQuestionType;
    labelAr: string;
    labelEn: string;
    required: boolean;
    options: SurveyOption[] | null;
  }>;
}

const questionRows = (questions: QuestionSeed[]) =>
  questions.map((q, i) => ({
    step: q.step,
    order: i + 1,
    type: q.type,
    labelAr: q.label[0],
    labelEn: q.label[1],
    required: q.required ?? true,
    options: q.options ? q.options.map(([value, labelAr, labelEn]) => ({ value, labelAr, labelEn })) : null,
  }));

export function surveySeeds(): SurveySeed[] {
  return BUSINESS_UNITS.flatMap((unit) => [
    {
      businessUnitId: buId(unit.key),
      slug: "patient-satisfaction",
      titleAr: `استبيان رضا المرضى – ${unit.shortNameAr}`,
      titleEn: `Patient satisfaction survey – ${unit.shortNameEn}`,
      introAr: `شكرًا لزيارتك ${unit.nameAr}. أخبرنا عن تجربتك في ثلاث خطوات قصيرة لنحسّن رعايتنا.`,
      introEn: `Thank you for visiting ${unit.nameEn}. Tell us about your visit in three short steps so we can improve our care.`,
      order: 1,
      questions: questionRows(SATISFACTION),
    },
    {
      businessUnitId: buId(unit.key),
      slug: "health-campaign",
      titleAr: `استبيان حملة الفحص الشامل – ${unit.shortNameAr}`,
      titleEn: `Check-up campaign survey – ${unit.shortNameEn}`,
      introAr: "دقيقة واحدة تساعدنا على معرفة ما يهمك، ليتواصل معك الفريق المناسب.",
      introEn: "One minute helps us learn what matters to you, so the right team gets in touch.",
      order: 2,
      questions: questionRows(CAMPAIGN),
    },
  ]);
}

const specialityId = (nameEn: string) => SPECIALITIES.findIndex((s) => s.name[1] === nameEn) + 1;

interface LandingSeed {
  unit: BusinessUnitKey;
  slug: Text;
  title: Text;
  heroText: Text;
  benefits: [ar: string[], en: string[]];
  showcase: "doctors" | "offers";
  showcaseFilter: number | null;
  formTitle: Text;
  nameVariant: "short" | "long";
  image: { mobile: string; desktop: string };
}

const LANDING_PAGES: LandingSeed[] = [
  {
    unit: "hospital",
    slug: ["فحص-القلب-الشامل", "heart-check-up"],
    title: ["فحص القلب الشامل في يوم واحد", "A complete heart check-up in one day"],
    heroText: [
      "تخطيط القلب والإيكو واختبار الجهد وتحاليل الدهون مع استشاري أمراض القلب، ونتائجك في اليوم نفسه.",
      "ECG, echocardiogram, stress test and lipid profile with a consultant cardiologist, and your results the same day.",
    ],
    benefits: [
      ["استشاري أمراض قلب يراجع نتائجك معك", "كل الفحوصات في زيارة واحدة دون انتظار", "تقرير مكتوب وخطة متابعة واضحة"],
      ["A consultant cardiologist goes through your results with you", "Every test in one visit, without waiting", "A written report and a clear follow-up plan"],
    ],
    showcase: "doctors",
    showcaseFilter: specialityId("Cardiology"),
    formTitle: ["اطلب اتصالًا لحجز فحصك", "Ask us to call you to book"],
    nameVariant: "short",
    image: sliderImage(2),
  },
  {
    unit: "dental",
    slug: ["ابتسامة-صحية", "healthy-smile"],
    title: ["ابتسامة صحية بعروض الأسنان", "A healthy smile with our dental offers"],
    heroText: [
      "كشف وتنظيف وتبييض وتقويم بأسعار مخفضة لفترة محدودة في مراكز الأسنان.",
      "Check-ups, cleaning, whitening and braces at reduced prices for a limited time in our dental centres.",
    ],
    benefits: [
      ["أطباء أسنان متخصصون للكبار والأطفال", "تعقيم كامل وأجهزة حديثة", "تقسيط العلاج على دفعات"],
      ["Specialist dentists for adults and children", "Full sterilisation and modern equipment", "Treatment paid in instalments"],
    ],
    showcase: "offers",
    showcaseFilter: null,
    formTitle: ["احجز استشارة أسنان", "Book a dental consultation"],
    nameVariant: "short",
    image: cardImage(5),
  },
  {
    unit: "women",
    slug: ["متابعة-الحمل", "pregnancy-follow-up"],
    title: ["متابعة حمل مطمئنة من أول شهر", "Reassuring pregnancy care from the first month"],
    heroText: [
      "زيارات منتظمة مع استشاريات النساء والولادة، وسونار وتحاليل في مكان واحد حتى يوم الولادة.",
      "Regular visits with consultant obstetricians, with scans and lab tests in one place until your delivery day.",
    ],
    benefits: [
      ["استشاريات نساء وولادة", "سونار رباعي الأبعاد في مواعيد المتابعة", "خط مباشر للحالات العاجلة"],
      ["Consultant obstetricians", "4D ultrasound at your follow-up visits", "A direct line for urgent questions"],
    ],
    showcase: "doctors",
    showcaseFilter: specialityId("Obstetrics and gynaecology"),
    formTitle: ["اطلبي اتصالًا من فريق المتابعة", "Ask the follow-up team to call you"],
    nameVariant: "long",
    image: sliderImage(3),
  },
];

export function landingPageRows() {
  return LANDING_PAGES.map((p, i) => ({
    businessUnitId: buId(p.unit),
    slugAr: p.slug[0],
    slugEn: p.slug[1],
    titleAr: p.title[0],
    titleEn: p.title[1],
    heroTextAr: p.heroText[0],
    heroTextEn: p.heroText[1],
    heroImage: p.image,
    benefitsAr: p.benefits[0],
    benefitsEn: p.benefits[1],
    showcase: p.showcase,
    showcaseFilter: p.showcaseFilter,
    formTitleAr: p.formTitle[0],
    formTitleEn: p.formTitle[1],
    nameVariant: p.nameVariant,
    order: i + 1,
  }));
}

/** Inserts the surveys with their questions, and the landing pages. */
export async function seedEngagement(db: Db): Promise<void> {
  for (const { questions, ...survey } of surveySeeds()) {
    const [row] = await db.insert(surveys).values(survey).returning({ id: surveys.id });
    await db.insert(surveyQuestions).values(questions.map((q) => ({ ...q, surveyId: row!.id })));
  }
  await db.insert(landingPages).values(landingPageRows());
}
