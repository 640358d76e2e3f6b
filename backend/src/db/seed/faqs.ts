import { cardImage } from "../../images/generate";

type Group = [ar: string, en: string];
const APPOINTMENTS: Group = ["المواعيد", "Appointments"];
const INSURANCE: Group = ["التأمين", "Insurance"];
const VISITING: Group = ["الزيارة", "Visiting"];
const RESULTS: Group = ["النتائج والسجلات", "Results and records"];
const PAYMENT: Group = ["الدفع والعروض", "Payment and offers"];

const FAQS: Array<[Group, string, string, string, string]> = [
  [APPOINTMENTS, "كيف أحجز موعدًا؟", "How do I book an appointment?", "اختر الطبيب من صفحة الأطباء ثم حدد الفرع والموعد المناسب، أو اتصل بالرقم الموحد.", "Choose a doctor on the doctors page, then pick the branch and time, or call the unified number."],
  [APPOINTMENTS, "هل يمكنني إلغاء موعدي أو تغييره؟", "Can I cancel or change my appointment?", "نعم، من صفحة مواعيدي في ملفك الشخصي قبل الموعد بأربع ساعات على الأقل.", "Yes, from My appointments in your profile, at least four hours before the appointment."],
  [APPOINTMENTS, "متى يجب أن أصل قبل الموعد؟", "How early should I arrive?", "ننصح بالوصول قبل الموعد بخمس عشرة دقيقة لإنهاء إجراءات التسجيل.", "Please arrive fifteen minutes early to complete registration."],
  [APPOINTMENTS, "هل تتوفر استشارات عن بعد؟", "Do you offer remote consultations?", "نعم، لكثير من التخصصات عبر مكالمة فيديو آمنة.", "Yes, for many specialties, through a secure video call."],
  [INSURANCE, "ما شركات التأمين المعتمدة لديكم؟", "Which insurers do you accept?", "نتعامل مع معظم شركات التأمين الكبرى في السعودية ومصر؛ تحقق من بطاقتك عند التسجيل.", "We work with most major insurers in Saudi Arabia and Egypt; check your card at registration."],
  [INSURANCE, "كم تستغرق موافقة التأمين؟", "How long does insurance approval take?", "معظم الموافقات تصدر خلال ساعة، وقد تستغرق بعض الإجراءات يومًا واحدًا.", "Most approvals take under an hour; some procedures may take a day."],
  [INSURANCE, "هل تشمل العروض المرضى المؤمن عليهم؟", "Do offers apply to insured patients?", "العروض مخصصة للدفع المباشر ولا تجمع مع التأمين.", "Offers are for self-paying patients and cannot be combined with insurance."],
  [INSURANCE, "ماذا أفعل إذا رُفضت الموافقة؟", "What if approval is refused?", "يتواصل معك فريق التأمين لشرح السبب وتقديم البدائل.", "Our insurance team will explain the reason and offer alternatives."],
  [VISITING, "ما مواعيد الزيارة؟", "What are the visiting hours?", "من الرابعة عصرًا حتى العاشرة مساءً، وتختلف في العناية المركزة.", "From 4 pm to 10 pm; intensive care units differ."],
  [VISITING, "هل يسمح بمرافق للمريض؟", "Can a companion stay with the patient?", "يسمح بمرافق واحد في الغرف الخاصة والأجنحة.", "One companion may stay in private rooms and suites."],
  [VISITING, "هل تتوفر مواقف للسيارات؟", "Is parking available?", "نعم، مع خدمة صف السيارات عند المدخل الرئيسي.", "Yes, with valet parking at the main entrance."],
  [VISITING, "هل المستشفى مهيأ لذوي الإعاقة؟", "Is the hospital accessible?", "جميع المداخل والعيادات مهيأة، وتتوفر كراسٍ متحركة عند الاستقبال.", "All entrances and clinics are accessible, and wheelchairs are available at reception."],
  [RESULTS, "كيف أحصل على نتائج التحاليل؟", "How do I get my test results?", "تظهر النتائج في ملفك على الموقع والتطبيق فور اعتمادها من الطبيب.", "Results appear in your online record as soon as the doctor approves them."],
  [RESULTS, "هل يمكنني الحصول على تقرير طبي؟", "Can I get a medical report?", "اطلبه من مكتب السجلات الطبية، ويصدر خلال ثلاثة أيام عمل.", "Request it from the medical records office; it is issued within three working days."],
  [RESULTS, "كيف تحمون بياناتي الصحية؟", "How do you protect my health data?", "نطبق أنظمة حماية البيانات الشخصية ولا نشارك بياناتك إلا بموافقتك أو بحكم النظام.", "We follow personal data protection law and share your data only with your consent or when the law requires it."],
  [RESULTS, "هل يمكنني مشاركة سجلي مع طبيب آخر؟", "Can I share my record with another doctor?", "نعم، يمكنك تنزيل التقارير من ملفك أو طلب إرسالها.", "Yes, you can download reports from your record or ask us to send them."],
  [PAYMENT, "ما طرق الدفع المتاحة؟", "Which payment methods do you accept?", "الدفع نقدًا عند الوصول، أو بالبطاقة إلكترونيًا، أو عبر فوري في مصر، أو بالتقسيط عبر تمارا.", "Cash on arrival, card online, Fawry in Egypt, or instalments with Tamara."],
  [PAYMENT, "هل يمكنني استرداد المبلغ؟", "Can I get a refund?", "نعم، عند الإلغاء وفق سياسة الاسترداد، وبطريقة الدفع نفسها.", "Yes, on cancellation under our refund policy, to the same payment method."],
  [PAYMENT, "كيف أستخدم عرضًا اشتريته؟", "How do I use an offer I bought?", "احجز موعدك بذكر رقم الحجز، أو من صفحة العرض مباشرة.", "Book your appointment quoting the booking number, or directly from the offer page."],
  [PAYMENT, "هل الأسعار شاملة الضريبة؟", "Do prices include VAT?", "تعرض الأسعار قبل الضريبة، ويظهر المبلغ بعد الضريبة في ملخص الحجز.", "Prices are shown before VAT; the amount after tax appears in the booking summary."],
];

export const faqRows = () =>
  FAQS.map(([group, questionAr, questionEn, answerAr, answerEn], i) => ({
    groupAr: group[0],
    groupEn: group[1],
    questionAr,
    questionEn,
    answerAr: `<p>${answerAr}</p>`,
    answerEn: `<p>${answerEn}</p>`,
    order: i + 1,
  }));

const TESTIMONIALS: Array<[string, string, string, string, number]> = [
  ["أم فيصل", "Umm Faisal", "ولدت ابنتي في مركز صحة المرأة، وكان الطاقم لطيفًا ومطمئنًا من أول زيارة حتى الخروج.", "I gave birth to my daughter at the women's centre; the staff were kind and reassuring from the first visit to discharge.", 5],
  ["عبدالعزيز السبيعي", "Abdulaziz Al-Subaie", "أجريت قسطرة قلبية طارئة، وأشكر الفريق على السرعة والشرح الواضح لكل خطوة.", "I had an emergency cardiac catheterisation; thank you to the team for their speed and for explaining every step.", 5],
  ["منى فوزي", "Mona Fawzy", "الحجز الإلكتروني سهل جدًا، ولم أنتظر أكثر من عشر دقائق في مستشفى القاهرة الجديدة.", "Online booking is very easy, and I waited less than ten minutes at New Cairo Hospital.", 5],
  ["خالد باشا", "Khalid Basha", "علاج العصب كان بلا ألم، والطبيب شرح لي الخيارات والتكلفة قبل البدء.", "The root canal was painless, and the dentist explained the options and cost before starting.", 4],
  ["أم يوسف", "Umm Youssef", "طبيبة الأطفال صبورة جدًا مع ابني، والعيادة مريحة ومناسبة للأطفال.", "The paediatrician was very patient with my son, and the clinic is comfortable and child-friendly.", 5],
  ["سلطان الحربي", "Sultan Al-Harbi", "برنامج العلاج الطبيعي بعد إصابة الركبة أعادني إلى الملعب خلال ثلاثة أشهر.", "The physiotherapy programme after my knee injury got me back on the pitch in three months.", 5],
  ["ليلى عبدالعزيز", "Layla Abdelaziz", "الرعاية المنزلية لوالدتي كانت منظمة ومحترمة، والتمريض ملتزم بالمواعيد.", "The home care for my mother was organised and respectful, and the nurses were always on time.", 4],
  ["فهد المالكي", "Fahad Al-Malki", "الفحص الشامل كشف ارتفاع السكر مبكرًا، والمتابعة مع نادي السكري ساعدتني كثيرًا.", "The check-up found high blood sugar early, and the diabetes club follow-up helped me a lot.", 5],
];

export const testimonialRows = () =>
  TESTIMONIALS.map(([nameAr, nameEn, textAr, textEn, rating], i) => ({
    nameAr,
    nameEn,
    textAr,
    textEn,
    rating,
    image: cardImage(i + 9).mobile,
    order: i + 1,
  }));

export const socialLinkRows = () =>
  (
    [
      ["فيسبوك", "Facebook", "https://www.facebook.com/alnadamedical", "facebook"],
      ["إكس", "X", "https://x.com/alnadamedical", "x"],
      ["إنستغرام", "Instagram", "https://www.instagram.com/alnadamedical", "instagram"],
      ["يوتيوب", "YouTube", "https://www.youtube.com/@alnadamedical", "youtube"],
      ["لينكدإن", "LinkedIn", "https://www.linkedin.com/company/alnadamedical", "linkedin"],
      ["سناب شات", "Snapchat", "https://www.snapchat.com/add/alnadamedical", "snapchat"],
      ["واتساب", "WhatsApp", "https://wa.me/966550001984", "whatsapp"],
    ] as const
  ).map(([nameAr, nameEn, url, icon], i) => ({ nameAr, nameEn, url, icon, order: i + 1 }));
