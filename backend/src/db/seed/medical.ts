import type { BusinessUnitKey } from "./business-units";

/** Branches of the group (≥ 8, Saudi Arabia and Egypt). */
export const BRANCHES: Array<{
  bu: BusinessUnitKey;
  nameAr: string;
  nameEn: string;
  cityAr: string;
  cityEn: string;
  country: "SA" | "EG";
  phone: string;
}> = [
  { bu: "hospital", nameAr: "فرع الروضة – جدة", nameEn: "Al Rawdah – Jeddah", cityAr: "جدة", cityEn: "Jeddah", country: "SA", phone: "0126601984" },
  { bu: "hospital", nameAr: "فرع أبحر – جدة", nameEn: "Obhur – Jeddah", cityAr: "جدة", cityEn: "Jeddah", country: "SA", phone: "0126602984" },
  { bu: "hospital", nameAr: "فرع العوالي – مكة المكرمة", nameEn: "Al Awali – Makkah", cityAr: "مكة المكرمة", cityEn: "Makkah", country: "SA", phone: "0125301984" },
  { bu: "hospital", nameAr: "فرع الفيصلية – الدمام", nameEn: "Al Faisaliyah – Dammam", cityAr: "الدمام", cityEn: "Dammam", country: "SA", phone: "0138101984" },
  { bu: "women", nameAr: "مركز صحة المرأة – الملقا", nameEn: "Women's Wellness – Al Malqa", cityAr: "الرياض", cityEn: "Riyadh", country: "SA", phone: "0112501984" },
  { bu: "children", nameAr: "عيادات الأطفال – الزهراء", nameEn: "Children's Clinics – Al Zahra", cityAr: "جدة", cityEn: "Jeddah", country: "SA", phone: "0126603984" },
  { bu: "dental", nameAr: "مركز الأسنان – الياسمين", nameEn: "Dental Centre – Al Yasmin", cityAr: "الرياض", cityEn: "Riyadh", country: "SA", phone: "0112502984" },
  { bu: "egypt", nameAr: "مستشفى القاهرة الجديدة", nameEn: "New Cairo Hospital", cityAr: "القاهرة", cityEn: "Cairo", country: "EG", phone: "0225631984" },
  { bu: "egypt", nameAr: "مستشفى الشيخ زايد", nameEn: "Sheikh Zayed Hospital", cityAr: "الجيزة", cityEn: "Giza", country: "EG", phone: "0238501984" },
  { bu: "egypt", nameAr: "مستشفى سموحة – الإسكندرية", nameEn: "Smouha – Alexandria", cityAr: "الإسكندرية", cityEn: "Alexandria", country: "EG", phone: "0034201984" },
];

type Pair = [ar: string, en: string];

/** 25 specialties, their sub-specialties, and the business units that offer them. */
export const SPECIALITIES: Array<{ name: Pair; subs: Pair[]; units: BusinessUnitKey[] }> = [
  { name: ["أمراض القلب", "Cardiology"], subs: [["القسطرة القلبية", "Interventional cardiology"], ["كهرباء القلب", "Electrophysiology"], ["قصور القلب", "Heart failure"]], units: ["hospital", "egypt"] },
  { name: ["طب الأطفال", "Paediatrics"], subs: [["حديثو الولادة", "Neonatology"], ["قلب الأطفال", "Paediatric cardiology"], ["حساسية الأطفال", "Paediatric allergy"]], units: ["children", "hospital", "egypt"] },
  { name: ["النساء والولادة", "Obstetrics and gynaecology"], subs: [["الحمل عالي الخطورة", "High-risk pregnancy"], ["العقم وأطفال الأنابيب", "Infertility and IVF"], ["مناظير النساء", "Gynaecological laparoscopy"]], units: ["women", "hospital", "egypt"] },
  { name: ["جراحة العظام", "Orthopaedic surgery"], subs: [["تبديل المفاصل", "Joint replacement"], ["الطب الرياضي", "Sports medicine"], ["جراحة العمود الفقري", "Spine surgery"]], units: ["hospital", "egypt"] },
  { name: ["الأمراض الجلدية", "Dermatology"], subs: [["التجميل الجلدي", "Cosmetic dermatology"], ["الليزر", "Laser treatments"], ["جلدية الأطفال", "Paediatric dermatology"]], units: ["hospital", "women", "egypt"] },
  { name: ["طب العيون", "Ophthalmology"], subs: [["الشبكية", "Retina"], ["القرنية وتصحيح النظر", "Cornea and refractive surgery"], ["المياه الزرقاء", "Glaucoma"]], units: ["hospital", "egypt"] },
  { name: ["الأنف والأذن والحنجرة", "Ear, nose and throat"], subs: [["أمراض الأذن", "Otology"], ["الأنف والجيوب الأنفية", "Rhinology and sinus surgery"], ["الصوت والبلع", "Voice and swallowing"]], units: ["hospital", "children", "egypt"] },
  { name: ["الباطنية", "Internal medicine"], subs: [["السكري", "Diabetes care"], ["ارتفاع ضغط الدم", "Hypertension"], ["الأمراض المعدية", "Infectious diseases"]], units: ["hospital", "egypt"] },
  { name: ["الغدد الصماء", "Endocrinology"], subs: [["الغدة الدرقية", "Thyroid disorders"], ["السمنة والتمثيل الغذائي", "Obesity and metabolism"], ["تقنيات السكري", "Diabetes technology"]], units: ["hospital", "women", "egypt"] },
  { name: ["الجهاز الهضمي والكبد", "Gastroenterology and hepatology"], subs: [["المناظير", "Endoscopy"], ["أمراض الكبد", "Hepatology"], ["التهابات الأمعاء", "Inflammatory bowel disease"]], units: ["hospital", "egypt"] },
  { name: ["الأمراض العصبية", "Neurology"], subs: [["الصرع", "Epilepsy"], ["السكتة الدماغية", "Stroke"], ["الصداع والشقيقة", "Headache and migraine"]], units: ["hospital", "egypt"] },
  { name: ["المسالك البولية", "Urology"], subs: [["حصوات الكلى", "Kidney stones"], ["طب الذكورة", "Andrology"], ["مسالك الأطفال", "Paediatric urology"]], units: ["hospital", "egypt"] },
  { name: ["الجراحة العامة", "General surgery"], subs: [["جراحة المناظير", "Laparoscopic surgery"], ["جراحة السمنة", "Bariatric surgery"], ["جراحة الثدي", "Breast surgery"]], units: ["hospital", "egypt"] },
  { name: ["طب الأسنان", "Dentistry"], subs: [["تقويم الأسنان", "Orthodontics"], ["زراعة الأسنان", "Dental implants"], ["علاج العصب", "Endodontics"], ["أسنان الأطفال", "Paediatric dentistry"]], units: ["dental", "hospital", "egypt"] },
  { name: ["الأورام", "Oncology"], subs: [["الأورام الطبية", "Medical oncology"], ["العلاج الإشعاعي", "Radiation oncology"], ["أمراض الدم والأورام", "Haemato-oncology"]], units: ["hospital", "egypt"] },
  { name: ["الطب النفسي", "Psychiatry"], subs: [["الطب النفسي للأطفال", "Child psychiatry"], ["علاج الإدمان", "Addiction medicine"], ["القلق والاكتئاب", "Anxiety and depression"]], units: ["hospital", "women", "egypt"] },
  { name: ["الأمراض الصدرية", "Pulmonology"], subs: [["الربو والحساسية", "Asthma and allergy"], ["طب النوم", "Sleep medicine"], ["تنظير القصبات", "Bronchoscopy"]], units: ["hospital", "egypt"] },
  { name: ["أمراض الكلى", "Nephrology"], subs: [["الغسيل الكلوي", "Dialysis"], ["زراعة الكلى", "Kidney transplant"]], units: ["hospital", "egypt"] },
  { name: ["الروماتيزم", "Rheumatology"], subs: [["التهاب المفاصل", "Arthritis"], ["الذئبة الحمراء", "Lupus"]], units: ["hospital", "egypt"] },
  { name: ["العلاج الطبيعي والتأهيل", "Physiotherapy and rehabilitation"], subs: [["التأهيل العصبي", "Neurological rehabilitation"], ["إصابات الملاعب", "Sports injuries"]], units: ["hospital", "women", "egypt"] },
  { name: ["طب الأسرة", "Family medicine"], subs: [["الرعاية الوقائية", "Preventive care"], ["رعاية كبار السن", "Elderly care"]], units: ["hospital", "children", "egypt"] },
  { name: ["جراحة التجميل", "Plastic surgery"], subs: [["الجراحة الترميمية", "Reconstructive surgery"], ["نحت الجسم", "Body contouring"]], units: ["hospital", "women", "egypt"] },
  { name: ["جراحة الأوعية الدموية", "Vascular surgery"], subs: [["الدوالي", "Varicose veins"], ["القدم السكرية", "Diabetic foot"]], units: ["hospital", "egypt"] },
  { name: ["التغذية العلاجية", "Clinical nutrition"], subs: [["التغذية السريرية", "Medical nutrition therapy"], ["التغذية الرياضية", "Sports nutrition"]], units: ["hospital", "women", "children"] },
  { name: ["طب الطوارئ", "Emergency medicine"], subs: [["الإصابات", "Trauma care"], ["طوارئ الأطفال", "Paediatric emergency"]], units: ["hospital", "egypt"] },
];

export const GENDERS: Pair[] = [
  ["ذكر", "Male"],
  ["أنثى", "Female"],
];

/** The second gender's Arabic titles take the feminine form. */
export const FEMININE_GENDER_INDEX = 1;

export const SUPERVISOR_LEVELS: Array<{ key: string; name: Pair; nameArFeminine: string }> = [
  { key: "professor", name: ["بروفيسور", "Professor"], nameArFeminine: "بروفيسورة" },
  { key: "assistant_professor", name: ["أستاذ مساعد", "Assistant professor"], nameArFeminine: "أستاذة مساعدة" },
  { key: "consultant", name: ["استشاري", "Consultant"], nameArFeminine: "استشارية" },
  { key: "specialist", name: ["أخصائي", "Specialist"], nameArFeminine: "أخصائية" },
];
