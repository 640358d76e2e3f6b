import { cardImage } from "../../images/generate";
import { searchText } from "../search-text";
import type { ContentKind } from "../schema";
import { BRANCHES, SPECIALITIES } from "./medical";
import { cycle, daysFromNow, slugify } from "./slug";

type Item = {
  titleAr: string;
  titleEn: string;
  excerptAr: string;
  excerptEn: string;
  pointsAr: string[];
  pointsEn: string[];
};

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A short rich body: intro, a heading, a list and a closing line. */
export function simpleBody(lang: "ar" | "en", intro: string, points: string[], closing: string): string {
  const heading = lang === "ar" ? "ما الذي نقدمه" : "What we offer";
  return `<p>${esc(intro)}</p><h2>${heading}</h2><ul>${points.map((p) => `<li>${esc(p)}</li>`).join("")}</ul><p>${esc(closing)}</p>`;
}

const CLOSING = {
  ar: "للحجز أو الاستفسار تواصل معنا عبر الرقم الموحد أو احجز موعدك عبر الموقع.",
  en: "To book or ask a question, call our unified number or book online.",
};

const base = (kind: ContentKind, item: Item, n: number, imageOffset: number) => ({
  kind,
  slugAr: slugify(item.titleAr),
  slugEn: slugify(item.titleEn),
  titleAr: item.titleAr,
  titleEn: item.titleEn,
  excerptAr: item.excerptAr,
  excerptEn: item.excerptEn,
  bodyAr: simpleBody("ar", item.excerptAr, item.pointsAr, CLOSING.ar),
  bodyEn: simpleBody("en", item.excerptEn, item.pointsEn, CLOSING.en),
  image: cardImage(n + imageOffset),
  order: n,
  businessUnitId: null as number | null,
  search: searchText(item.titleAr, item.titleEn, item.excerptAr, item.excerptEn),
  createdAt: daysFromNow(-200 + n * 3),
  updatedAt: daysFromNow(-30 + n),
});

const item = (titleAr: string, titleEn: string, excerptAr: string, excerptEn: string, pointsAr: string[], pointsEn: string[]): Item => ({
  titleAr,
  titleEn,
  excerptAr,
  excerptEn,
  pointsAr,
  pointsEn,
});

/** 24 clinics: one per specialty except emergency, each in a branch that offers it. */
function clinics() {
  return SPECIALITIES.slice(0, 24).map((spec, i) => {
    const branchIndex = BRANCHES.findIndex((b) => b.bu === spec.units[0]);
    const branch = BRANCHES[(branchIndex + (i % 2)) % BRANCHES.length]!;
    const it = item(
      `عيادة ${spec.name[0]}`,
      `${spec.name[1]} clinic`,
      `تستقبل عيادة ${spec.name[0]} المرضى من جميع الأعمار، بفريق من الاستشاريين والأخصائيين وأجهزة تشخيص حديثة.`,
      `The ${spec.name[1].toLowerCase()} clinic sees patients of all ages, with a team of consultants and specialists and modern diagnostic equipment.`,
      [...spec.subs.map((s) => s[0]), "متابعة دورية وخطة علاج مكتوبة"],
      [...spec.subs.map((s) => s[1]), "Regular follow-up and a written treatment plan"],
    );
    return {
      ...base("clinic", it, i + 1, 0),
      phone: branch.phone,
      locationAr: branch.nameAr,
      locationEn: branch.nameEn,
      workingHoursAr: "السبت – الخميس، 8 صباحًا – 10 مساءً",
      workingHoursEn: "Saturday – Thursday, 8 am – 10 pm",
      specialityId: i + 1,
    };
  });
}

const ONCOLOGY: Item[] = [
  item("مركز أورام الثدي", "Breast cancer centre", "تشخيص وعلاج أورام الثدي في مسار واحد، من الماموجرام حتى المتابعة بعد العلاج.", "Breast cancer diagnosis and treatment in one pathway, from mammography to follow-up after treatment.", ["ماموجرام ثلاثي الأبعاد", "خزعة موجهة بالأشعة", "جراحة تحفظ الثدي", "عيادة الدعم النفسي"], ["3D mammography", "Image-guided biopsy", "Breast-conserving surgery", "Psychological support clinic"]),
  item("مركز أورام الدم", "Haemato-oncology centre", "رعاية متخصصة لسرطانات الدم والغدد الليمفاوية للبالغين.", "Specialist care for leukaemia and lymphoma in adults.", ["العلاج الكيميائي الموجه", "وحدة العزل", "نقل الدم ومشتقاته"], ["Targeted chemotherapy", "Isolation unit", "Blood and blood-product transfusion"]),
  item("مركز العلاج الإشعاعي", "Radiotherapy centre", "علاج إشعاعي دقيق يحمي الأنسجة السليمة المحيطة بالورم.", "Precise radiotherapy that spares the healthy tissue around the tumour.", ["العلاج الإشعاعي المعدل الشدة", "التخطيط ثلاثي الأبعاد", "جلسات قصيرة بمواعيد ثابتة"], ["Intensity-modulated radiotherapy", "3D treatment planning", "Short sessions at fixed times"]),
  item("مركز أورام الأطفال", "Paediatric oncology centre", "فريق متعدد التخصصات يرافق الطفل وأسرته طوال رحلة العلاج.", "A multidisciplinary team that supports the child and family through treatment.", ["أطباء أورام الأطفال", "غرفة لعب علاجية", "تعليم مستمر أثناء العلاج"], ["Paediatric oncologists", "Therapeutic play room", "Schooling during treatment"]),
  item("مركز أورام الجهاز الهضمي", "Gastrointestinal oncology centre", "تشخيص مبكر وعلاج جراحي ودوائي لأورام المعدة والقولون والكبد.", "Early diagnosis and surgical and medical treatment of stomach, colon and liver cancers.", ["تنظير الكشف المبكر", "جراحة المناظير للأورام", "لجنة أورام أسبوعية"], ["Screening endoscopy", "Laparoscopic cancer surgery", "Weekly tumour board"]),
  item("مركز الرعاية التلطيفية", "Palliative care centre", "تخفيف الألم والأعراض وتحسين جودة الحياة للمرضى وأسرهم.", "Relief of pain and symptoms and better quality of life for patients and families.", ["عيادة الألم", "الرعاية المنزلية التلطيفية", "دعم الأسرة"], ["Pain clinic", "Palliative home care", "Family support"]),
];

const SERVICES: Item[] = [
  item("الطوارئ على مدار الساعة", "24-hour emergency", "أقسام طوارئ للبالغين والأطفال تعمل طوال اليوم بفريق جاهز للحالات الحرجة.", "Adult and children's emergency departments open around the clock with a team ready for critical cases.", ["فرز سريع عند الوصول", "غرف إنعاش مجهزة", "إسعاف مجهز"], ["Fast triage on arrival", "Equipped resuscitation rooms", "Equipped ambulances"]),
  item("الأشعة والتصوير الطبي", "Radiology and imaging", "تصوير دقيق بالرنين المغناطيسي والأشعة المقطعية والموجات فوق الصوتية.", "Accurate MRI, CT and ultrasound imaging.", ["رنين مغناطيسي 3 تسلا", "أشعة مقطعية منخفضة الجرعة", "موجات فوق صوتية"], ["3 Tesla MRI", "Low-dose CT", "Ultrasound"]),
  item("المختبر", "Laboratory", "مختبر معتمد يقدم نتائج دقيقة وسريعة تظهر في ملفك الإلكتروني.", "An accredited laboratory with fast, accurate results in your online record.", ["تحاليل الدم الشاملة", "سحب العينات من المنزل", "نتائج إلكترونية"], ["Complete blood tests", "Home sample collection", "Online results"]),
  item("الصيدلية", "Pharmacy", "صيدلية داخلية تصرف وصفتك فور خروجك من العيادة.", "An in-house pharmacy that fills your prescription as you leave the clinic.", ["صرف الوصفات الإلكترونية", "توصيل الأدوية", "استشارة صيدلي"], ["Electronic prescriptions", "Medicine delivery", "Pharmacist advice"]),
  item("العناية المركزة", "Intensive care", "وحدات عناية مركزة للبالغين والقلب وحديثي الولادة.", "Intensive care units for adults, cardiac patients and newborns.", ["عناية القلب", "عناية حديثي الولادة", "مراقبة على مدار الساعة"], ["Cardiac care unit", "Neonatal intensive care", "Round-the-clock monitoring"]),
  item("الغسيل الكلوي", "Dialysis", "جلسات غسيل كلوي في بيئة مريحة وبمواعيد تناسبك.", "Dialysis sessions in a comfortable setting at times that suit you.", ["غسيل دموي", "متابعة تغذية مرضى الكلى", "تنسيق مع عيادة الكلى"], ["Haemodialysis", "Renal nutrition follow-up", "Coordination with the nephrology clinic"]),
  item("العلاج الطبيعي والتأهيل", "Physiotherapy and rehabilitation", "برامج تأهيل بعد الإصابات والعمليات والجلطات.", "Rehabilitation after injuries, operations and strokes.", ["تأهيل بعد العمليات", "علاج آلام الظهر", "تأهيل رياضي"], ["Post-operative rehabilitation", "Back pain treatment", "Sports rehabilitation"]),
  item("الاستشارات عن بعد", "Remote consultations", "استشر طبيبك بالفيديو من منزلك واحصل على وصفتك إلكترونيًا.", "See your doctor by video from home and receive your prescription online.", ["مكالمة فيديو آمنة", "وصفة إلكترونية", "متابعة النتائج"], ["Secure video call", "Electronic prescription", "Results follow-up"]),
  item("الفحص الطبي الشامل", "Comprehensive check-up", "فحص دوري شامل في زيارة واحدة مع تقرير مفصل.", "A complete periodic check-up in one visit with a detailed report.", ["تحاليل شاملة", "تخطيط القلب", "استشارة طبيب باطنة"], ["Complete blood tests", "ECG", "Internal medicine consultation"]),
  item("جراحة اليوم الواحد", "Day surgery", "عمليات بسيطة تعود بعدها إلى منزلك في اليوم نفسه.", "Minor procedures after which you go home the same day.", ["تخدير آمن", "غرف إفاقة خاصة", "متابعة هاتفية"], ["Safe anaesthesia", "Private recovery rooms", "Phone follow-up"]),
  item("رعاية الأمومة", "Maternity care", "متابعة الحمل والولادة الطبيعية والقيصرية في أجنحة مريحة.", "Pregnancy care and natural and caesarean births in comfortable suites.", ["عيادة متابعة الحمل", "غرف ولادة خاصة", "دورات الاستعداد للولادة"], ["Antenatal clinic", "Private birthing rooms", "Birth preparation classes"]),
  item("التطعيمات", "Vaccinations", "تطعيمات الأطفال والبالغين والمسافرين حسب الجدول الوطني.", "Vaccines for children, adults and travellers according to the national schedule.", ["جدول تطعيمات الأطفال", "لقاح الإنفلونزا الموسمية", "لقاحات السفر"], ["Children's vaccination schedule", "Seasonal flu vaccine", "Travel vaccines"]),
];

const ENTERTAINMENT: Item[] = [
  item("الأجنحة الفندقية", "Hotel-style suites", "أجنحة بغرفة مرافق وخدمة غرف وإطلالة هادئة.", "Suites with a companion room, room service and a calm view.", ["غرفة مرافق", "قائمة طعام مختارة", "خدمة غرف"], ["Companion room", "Chosen menu", "Room service"]),
  item("منطقة ألعاب الأطفال", "Children's play area", "مساحة آمنة يلعب فيها الأطفال أثناء انتظار المواعيد.", "A safe space for children to play while they wait.", ["ألعاب تعليمية", "إشراف مستمر", "تعقيم دوري"], ["Educational toys", "Constant supervision", "Regular cleaning"]),
  item("المقهى والمطعم", "Café and restaurant", "وجبات صحية ومشروبات طوال اليوم للمرضى والزوار.", "Healthy meals and drinks all day for patients and visitors.", ["قائمة صحية", "خيارات لمرضى السكري", "توصيل للغرف"], ["Healthy menu", "Options for people with diabetes", "Delivery to rooms"]),
  item("مكتبة المرضى", "Patient library", "كتب ومجلات وأجهزة لوحية للمرضى المنومين.", "Books, magazines and tablets for inpatients.", ["كتب بالعربية والإنجليزية", "أجهزة لوحية", "قصص للأطفال"], ["Books in Arabic and English", "Tablets", "Children's stories"]),
  item("الترفيه داخل الغرف", "In-room entertainment", "شاشات ذكية وإنترنت سريع في جميع الغرف.", "Smart screens and fast internet in every room.", ["قنوات تلفزيونية", "إنترنت لاسلكي", "أفلام عند الطلب"], ["TV channels", "Wi-Fi", "Films on demand"]),
  item("خدمة صف السيارات", "Valet parking", "اترك سيارتك عند المدخل وتوجه مباشرة إلى موعدك.", "Leave your car at the entrance and go straight to your appointment.", ["متاحة على مدار الساعة", "مواقف لذوي الإعاقة", "مجانية للمرضى المنومين"], ["Available 24/7", "Accessible parking", "Free for inpatients"]),
];

const HOMECARE: Item[] = [
  item("التمريض المنزلي", "Home nursing", "ممرضات وممرضون مرخصون يقدمون الرعاية في منزلك.", "Licensed nurses who provide care in your home.", ["العناية بالجروح", "الحقن والمحاليل", "العناية بالقسطرة"], ["Wound care", "Injections and drips", "Catheter care"]),
  item("العلاج الطبيعي المنزلي", "Home physiotherapy", "جلسات علاج طبيعي في المنزل بعد العمليات والجلطات.", "Physiotherapy at home after operations and strokes.", ["تمارين الحركة", "التدريب على المشي", "تقييم المنزل"], ["Mobility exercises", "Walking training", "Home safety assessment"]),
  item("سحب العينات من المنزل", "Home sample collection", "نسحب العينة في موعد يناسبك وتصلك النتيجة إلكترونيًا.", "We collect the sample at a time that suits you and send the result online.", ["تحاليل الدم", "تحاليل البول", "نتائج إلكترونية"], ["Blood tests", "Urine tests", "Online results"]),
  item("رعاية كبار السن", "Elderly care", "زيارات منتظمة لمتابعة صحة كبار السن وأدويتهم.", "Regular visits to follow the health and medicines of older people.", ["مراجعة الأدوية", "قياس العلامات الحيوية", "الوقاية من السقوط"], ["Medication review", "Vital signs", "Fall prevention"]),
  item("العناية بعد العمليات", "Post-operative care", "متابعة الجرح والألم بعد العودة من المستشفى.", "Wound and pain follow-up after you return from hospital.", ["تغيير الضمادات", "إزالة الغرز", "متابعة مع الجراح"], ["Dressing changes", "Stitch removal", "Follow-up with the surgeon"]),
  item("التطعيم المنزلي", "Home vaccination", "تطعيمات الأطفال والبالغين في المنزل.", "Vaccines for children and adults at home.", ["لقاحات الأطفال", "لقاح الإنفلونزا", "سجل تطعيم إلكتروني"], ["Children's vaccines", "Flu vaccine", "Electronic vaccination record"]),
];

const ECLUBS: Item[] = [
  item("نادي السكري", "Diabetes club", "لقاءات شهرية وتثقيف غذائي ومتابعة لمرضى السكري وأسرهم.", "Monthly meetings, nutrition education and follow-up for people with diabetes and their families.", ["قياس السكر التراكمي", "ورش الطبخ الصحي", "مجموعة دعم"], ["HbA1c checks", "Healthy cooking workshops", "Support group"]),
  item("نادي صحة القلب", "Heart health club", "برنامج مشي وتثقيف للوقاية من أمراض القلب.", "A walking and education programme to prevent heart disease.", ["مشي جماعي أسبوعي", "قياس الضغط والكوليسترول", "محاضرات"], ["Weekly group walks", "Blood pressure and cholesterol checks", "Talks"]),
  item("نادي الأمهات", "Mothers' club", "دعم الأمهات الجدد في الرضاعة والنوم وتغذية الطفل.", "Support for new mothers with breastfeeding, sleep and baby nutrition.", ["استشارات الرضاعة", "لقاءات الأمهات", "متابعة نمو الطفل"], ["Breastfeeding advice", "Mothers' meetups", "Growth checks"]),
  item("نادي الوزن الصحي", "Healthy weight club", "خطة تغذية ونشاط بدني بإشراف أخصائيين.", "A nutrition and activity plan supervised by specialists.", ["تقييم تركيب الجسم", "خطة غذائية", "تحديات شهرية"], ["Body composition analysis", "Meal plan", "Monthly challenges"]),
];

const NEWS: Item[] = [
  item("افتتاح مختبر القسطرة القلبية الجديد", "New cardiac catheterisation lab opens", "افتتح مستشفى الندى التخصصي مختبرًا ثانيًا للقسطرة القلبية يقلل وقت الانتظار لحالات الطوارئ.", "Al Nada Specialist Hospital opened a second cardiac cath lab, cutting waiting times for emergencies.", ["جهاز تصوير بجرعة إشعاع منخفضة", "جاهزية على مدار الساعة"], ["Low-dose imaging system", "Ready around the clock"]),
  item("المجموعة تجدد اعتماد الجودة الدولي", "The group renews its international accreditation", "جددت مستشفيات المجموعة اعتماد الجودة وسلامة المرضى بعد تقييم شامل.", "The group's hospitals renewed their quality and patient-safety accreditation after a full survey.", ["تقييم لأكثر من ألف معيار", "مشاركة جميع الأقسام"], ["More than a thousand standards reviewed", "Every department involved"]),
  item("افتتاح مستشفى الشيخ زايد", "Sheikh Zayed hospital opens", "بدأ مستشفى الشيخ زايد في الجيزة استقبال المرضى بعيادات خارجية وقسم طوارئ.", "The Sheikh Zayed hospital in Giza began receiving patients in its outpatient clinics and emergency department.", ["عشرون عيادة خارجية", "طوارئ على مدار الساعة"], ["Twenty outpatient clinics", "24-hour emergency"]),
  item("إطلاق الحجز الإلكتروني", "Online booking launched", "أصبح بإمكان المرضى حجز مواعيدهم ودفع الرسوم عبر الموقع والتطبيق.", "Patients can now book appointments and pay online on the website and app.", ["اختيار الطبيب والموعد", "الدفع الإلكتروني أو التقسيط"], ["Choose doctor and time", "Pay online or in instalments"]),
  item("اتفاقيات جديدة مع شركات التأمين", "New agreements with insurers", "وقعت المجموعة اتفاقيات مع شركات تأمين جديدة لتسهيل وصول المرضى إلى خدماتها.", "The group signed agreements with new insurers to make its services easier to reach.", ["موافقات أسرع", "تغطية أوسع"], ["Faster approvals", "Wider coverage"]),
  item("أول جراحة بالروبوت في المجموعة", "The group's first robotic surgery", "أجرى فريق الجراحة أول عملية بمساعدة الروبوت بنجاح.", "The surgical team successfully performed the group's first robot-assisted operation.", ["جروح أصغر", "تعاف أسرع"], ["Smaller incisions", "Faster recovery"]),
  item("جائزة التميز في التمريض", "Nursing excellence award", "حصل فريق التمريض على جائزة التميز تقديرًا لرعاية المرضى.", "The nursing team received an excellence award for patient care.", ["برامج تدريب مستمرة", "رضا مرتفع للمرضى"], ["Continuous training", "High patient satisfaction"]),
  item("تصوير ثلاثي الأبعاد في مركز الأسنان", "3D imaging at the dental centre", "أضاف مركز الندى لطب الأسنان جهاز تصوير مقطعي مخروطي لتخطيط الزراعة بدقة.", "Al Nada Dental Centre added cone-beam CT to plan implants precisely.", ["تخطيط رقمي للزراعة", "جرعة إشعاع منخفضة"], ["Digital implant planning", "Low radiation dose"]),
  item("حملة الفحص المجاني في الأحياء", "Free neighbourhood screening campaign", "فحص أكثر من ثلاثة آلاف شخص للسكري وضغط الدم في حملة مجتمعية.", "More than three thousand people were screened for diabetes and blood pressure in a community campaign.", ["قياس السكر والضغط", "إحالة للعيادات عند الحاجة"], ["Blood sugar and pressure checks", "Referral to clinics when needed"]),
];

const EVENTS: Array<Item & { day: number; hour: number; tz: "Asia/Riyadh" | "Africa/Cairo"; branch: number }> = [
  { ...item("محاضرة اليوم العالمي للقلب", "World Heart Day talk", "محاضرة مفتوحة عن الوقاية من أمراض القلب مع قياس مجاني للضغط.", "An open talk on preventing heart disease, with free blood-pressure checks.", ["محاضرة استشاري القلب", "قياس الضغط والسكر"], ["Talk by a consultant cardiologist", "Blood pressure and sugar checks"]), day: -40, hour: 18, tz: "Asia/Riyadh", branch: 0 },
  { ...item("مسيرة التوعية بسرطان الثدي", "Breast cancer awareness walk", "مسيرة توعوية وفحص مبكر مخفض طوال الشهر.", "An awareness walk, with reduced-price early screening all month.", ["مسيرة على الكورنيش", "فحص مخفض"], ["Walk on the corniche", "Reduced-price screening"]), day: -20, hour: 17, tz: "Asia/Riyadh", branch: 4 },
  { ...item("يوم فحص السكري", "Diabetes screening day", "فحص مجاني للسكر التراكمي واستشارة تغذية.", "Free HbA1c testing and nutrition advice.", ["فحص السكر التراكمي", "استشارة تغذية"], ["HbA1c test", "Nutrition advice"]), day: -5, hour: 10, tz: "Asia/Riyadh", branch: 1 },
  { ...item("دورة الإسعافات الأولية للأسرة", "First aid for families course", "دورة عملية لتعلم الإنعاش القلبي الرئوي والتعامل مع الاختناق.", "A hands-on course in CPR and choking first aid.", ["تدريب عملي", "شهادة حضور"], ["Hands-on training", "Certificate of attendance"]), day: 6, hour: 16, tz: "Asia/Riyadh", branch: 0 },
  { ...item("حملة التبرع بالدم", "Blood donation drive", "تبرع بالدم وأنقذ حياة، مع فحص مجاني للمتبرعين.", "Give blood and save a life, with a free check for donors.", ["فحص فصيلة الدم", "هدايا رمزية"], ["Blood group test", "Small gifts"]), day: 12, hour: 9, tz: "Asia/Riyadh", branch: 2 },
  { ...item("يوم تطعيم الأطفال", "Children's vaccination day", "تطعيمات الأطفال حسب الجدول الوطني مع أنشطة ترفيهية.", "Children's vaccines on the national schedule, with fun activities.", ["تطعيمات مجانية", "رسم على الوجه"], ["Free vaccines", "Face painting"]), day: 18, hour: 10, tz: "Asia/Riyadh", branch: 5 },
  { ...item("اليوم العالمي للكلى", "World Kidney Day", "محاضرة عن صحة الكلى وفحص وظائف الكلى.", "A talk on kidney health with kidney function tests.", ["فحص وظائف الكلى", "نصائح غذائية"], ["Kidney function test", "Diet advice"]), day: 25, hour: 11, tz: "Africa/Cairo", branch: 7 },
  { ...item("ملتقى الصحة النفسية", "Mental health forum", "جلسات حوارية عن التوتر والقلق في بيئة العمل.", "Panel sessions on stress and anxiety at work.", ["جلسات حوارية", "استشارات فردية"], ["Panel sessions", "One-to-one consultations"]), day: 33, hour: 19, tz: "Asia/Riyadh", branch: 3 },
  { ...item("فحص مجاني في القاهرة الجديدة", "Free screening in New Cairo", "فحص مجاني للضغط والسكر والنظر لسكان القاهرة الجديدة.", "Free blood pressure, sugar and eye checks for New Cairo residents.", ["فحص النظر", "قياس الضغط والسكر"], ["Eye test", "Blood pressure and sugar"]), day: -60, hour: 10, tz: "Africa/Cairo", branch: 7 },
  { ...item("ورشة التغذية في رمضان", "Healthy Ramadan nutrition workshop", "كيف تصوم بصحة: نصائح لمرضى السكري والضغط.", "How to fast healthily: advice for people with diabetes and high blood pressure.", ["خطة سحور وإفطار", "ضبط مواعيد الأدوية"], ["Suhoor and iftar plan", "Adjusting medicine times"]), day: 45, hour: 20, tz: "Africa/Cairo", branch: 8 },
];

export function contentRows() {
  const rows = [
    ...clinics(),
    ...ONCOLOGY.map((it, i) => ({
      ...base("oncology", it, i + 1, 4),
      phone: BRANCHES[0]!.phone,
      locationAr: cycle(BRANCHES, i % 2 === 0 ? 0 : 7).nameAr,
      locationEn: cycle(BRANCHES, i % 2 === 0 ? 0 : 7).nameEn,
      workingHoursAr: "الأحد – الخميس، 8 صباحًا – 6 مساءً",
      workingHoursEn: "Sunday – Thursday, 8 am – 6 pm",
      specialityId: 15,
    })),
    ...SERVICES.map((it, i) => base("service", it, i + 1, 2)),
    ...ENTERTAINMENT.map((it, i) => base("entertainment_service", it, i + 1, 6)),
    ...HOMECARE.map((it, i) => base("homecare", it, i + 1, 8)),
    ...ECLUBS.map((it, i) => base("eclub", it, i + 1, 10)),
    ...NEWS.map((it, i) => ({ ...base("news", it, i + 1, 12), publishedAt: daysFromNow(-3 - i * 17, 10) })),
    ...EVENTS.map((ev, i) => {
      const branch = BRANCHES[ev.branch]!;
      const offset = ev.tz === "Africa/Cairo" ? 2 : 3;
      return {
        ...base("event", ev, i + 1, 14),
        startsAt: daysFromNow(ev.day, ev.hour, 0, offset),
        endsAt: daysFromNow(ev.day, ev.hour + 2, 30, offset),
        timeZone: ev.tz,
        locationAr: branch.nameAr,
        locationEn: branch.nameEn,
      };
    }),
  ];
  return rows;
}
