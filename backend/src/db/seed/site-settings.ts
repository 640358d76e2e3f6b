import { BREADCRUMB_IMAGE, LOGO, cardImage } from "../../images/generate";
import { BUSINESS_UNITS, UNIFIED_WHATSAPP } from "./business-units";

const SOCIAL = {
  facebook: "https://www.facebook.com/alnadamedical",
  x: "https://x.com/alnadamedical",
  instagram: "https://www.instagram.com/alnadamedical",
  youtube: "https://www.youtube.com/@alnadamedical",
  linkedin: "https://www.linkedin.com/company/alnadamedical",
  snapchat: "https://www.snapchat.com/add/alnadamedical",
  tiktok: "https://www.tiktok.com/@alnadamedical",
};

const ADDRESSES: Record<string, { ar: string; en: string }> = {
  hospital: { ar: "طريق الأمير سلطان، حي الروضة، جدة 23435، المملكة العربية السعودية", en: "Prince Sultan Road, Al Rawdah, Jeddah 23435, Saudi Arabia" },
  women: { ar: "طريق الملك سلمان، حي الملقا، الرياض 13521، المملكة العربية السعودية", en: "King Salman Road, Al Malqa, Riyadh 13521, Saudi Arabia" },
  children: { ar: "شارع حراء، حي الزهراء، جدة 23425، المملكة العربية السعودية", en: "Hira Street, Al Zahra, Jeddah 23425, Saudi Arabia" },
  dental: { ar: "طريق أنس بن مالك، حي الياسمين، الرياض 13325، المملكة العربية السعودية", en: "Anas Ibn Malik Road, Al Yasmin, Riyadh 13325, Saudi Arabia" },
  egypt: { ar: "شارع التسعين الشمالي، التجمع الخامس، القاهرة الجديدة، مصر", en: "North 90th Street, Fifth Settlement, New Cairo, Egypt" },
};

/** `general` per business unit: each unit has its own name, phone and address (SPEC §1). */
export const generalSettingsRows = () =>
  BUSINESS_UNITS.map((b, i) => {
    const address = ADDRESSES[b.key] ?? { ar: "", en: "" };
    const common = {
      logo: LOGO,
      favicon: LOGO,
      whatsapp: UNIFIED_WHATSAPP,
      phone: b.phone,
      email: b.email,
      ...SOCIAL,
    };
    return {
      key: "general",
      businessUnitId: i + 1,
      valueAr: {
        ...common,
        site_name: b.nameAr,
        site_description: b.descriptionAr,
        address: address.ar,
        working_hours: b.key === "hospital" || b.key === "egypt" ? "الطوارئ على مدار الساعة، والعيادات من 8 صباحًا حتى 11 مساءً" : "من السبت إلى الخميس، 9 صباحًا حتى 10 مساءً",
        copyright: `© مجموعة الندى الطبية ${new Date().getUTCFullYear()}. جميع الحقوق محفوظة.`,
      },
      valueEn: {
        ...common,
        site_name: b.nameEn,
        site_description: b.descriptionEn,
        address: address.en,
        working_hours: b.key === "hospital" || b.key === "egypt" ? "Emergency 24/7; clinics 8 am – 11 pm" : "Saturday to Thursday, 9 am – 10 pm",
        copyright: `© Al Nada Medical Group ${new Date().getUTCFullYear()}. All rights reserved.`,
      },
    };
  });

const NUMBERS = {
  ar: [
    { value: "40+", label: "عامًا من الرعاية منذ 1984" },
    { value: "10", label: "مستشفيات ومراكز في السعودية ومصر" },
    { value: "650+", label: "طبيبًا واستشاريًا" },
    { value: "1.2M", label: "زيارة مريض سنويًا" },
  ],
  en: [
    { value: "40+", label: "years of care since 1984" },
    { value: "10", label: "hospitals and centres in Saudi Arabia and Egypt" },
    { value: "650+", label: "doctors and consultants" },
    { value: "1.2M", label: "patient visits a year" },
  ],
};

export const aboutUsSettingsRow = () => ({
  key: "about_us",
  businessUnitId: null,
  valueAr: {
    title: "من نحن",
    subtitle: "رعاية صحية موثوقة منذ 1984",
    description:
      "بدأت مجموعة الندى الطبية عيادةً صغيرة في جدة عام 1984، وأصبحت اليوم مجموعة من المستشفيات والمراكز المتخصصة في المملكة العربية السعودية ومصر، يجمعها هدف واحد: رعاية آمنة ورحيمة لكل أسرة.",
    image: cardImage(3),
    founded_year: 1984,
    numbers: NUMBERS.ar,
  },
  valueEn: {
    title: "About us",
    subtitle: "Trusted healthcare since 1984",
    description:
      "Al Nada Medical Group began as a small clinic in Jeddah in 1984. Today it is a group of hospitals and specialist centres in Saudi Arabia and Egypt with one purpose: safe, compassionate care for every family.",
    image: cardImage(3),
    founded_year: 1984,
    numbers: NUMBERS.en,
  },
});

export const aboutUsPageRow = () => ({
  key: "about_us_page",
  businessUnitId: null,
  valueAr: {
    title: "قصتنا",
    intro:
      "على مدى أربعة عقود، نمت مجموعة الندى الطبية مع المجتمعات التي تخدمها. نؤمن أن الرعاية الجيدة تبدأ بالإنصات للمريض، وتكتمل بفريق يعمل معًا بخبرة وأمانة.",
    image: BREADCRUMB_IMAGE,
    history: [
      { year: 1984, title: "البداية في جدة", text: "افتتاح أول عيادة للمجموعة في حي الروضة بجدة بثلاثة أطباء وطاقم تمريض صغير." },
      { year: 1992, title: "مستشفى الندى التخصصي", text: "انتقال العيادة إلى مبنى مستشفى متكامل بسعة 120 سريرًا وقسم طوارئ يعمل على مدار الساعة." },
      { year: 2006, title: "مركز صحة المرأة", text: "افتتاح مركز الندى لصحة المرأة في الرياض لرعاية الأم والطفل وطب النساء." },
      { year: 2011, title: "عيادات الأطفال", text: "إطلاق عيادات الندى للأطفال ببيئة مصممة لراحة الصغار وأسرهم." },
      { year: 2014, title: "مركز الأسنان", text: "افتتاح مركز الندى لطب الأسنان مع وحدة للتصوير ثلاثي الأبعاد وزراعة الأسنان." },
      { year: 2018, title: "التوسع إلى مصر", text: "افتتاح أول مستشفى للمجموعة في القاهرة الجديدة، ثم فرعي الشيخ زايد والإسكندرية." },
      { year: 2023, title: "الرعاية الرقمية", text: "إطلاق الحجز الإلكتروني والاستشارات عن بعد والسجل الصحي للمريض." },
    ],
    mission: "أن نقدم رعاية صحية آمنة وعالية الجودة يسهل الوصول إليها، وأن نعامل كل مريض كما نحب أن تُعامل أسرنا.",
    vision: "أن نكون الخيار الأول للأسر في المنطقة في الرعاية الصحية المتكاملة.",
    values: [
      { title: "الرحمة", text: "نضع المريض وأسرته في قلب كل قرار." },
      { title: "الأمانة", text: "نشرح الخيارات بوضوح ونحترم خصوصية المرضى." },
      { title: "الإتقان", text: "نتبع أفضل الممارسات الطبية ونقيس نتائجنا باستمرار." },
      { title: "العمل بروح الفريق", text: "أطباء وممرضون وفنيون يعملون معًا لرعاية واحدة متصلة." },
    ],
    numbers: NUMBERS.ar,
  },
  valueEn: {
    title: "Our story",
    intro:
      "Over four decades Al Nada Medical Group has grown with the communities it serves. We believe good care starts with listening to the patient and is completed by a team that works together with skill and integrity.",
    image: BREADCRUMB_IMAGE,
    history: [
      { year: 1984, title: "Beginnings in Jeddah", text: "The group's first clinic opens in Al Rawdah, Jeddah, with three doctors and a small nursing team." },
      { year: 1992, title: "Al Nada Specialist Hospital", text: "The clinic moves into a full hospital with 120 beds and a 24-hour emergency department." },
      { year: 2006, title: "Women's wellness centre", text: "Al Nada Women's Wellness Centre opens in Riyadh for maternity care and gynaecology." },
      { year: 2011, title: "Children's clinics", text: "Al Nada Children's Clinics open, designed around the comfort of children and their families." },
      { year: 2014, title: "Dental centre", text: "Al Nada Dental Centre opens with a 3D imaging unit and an implant clinic." },
      { year: 2018, title: "Expansion to Egypt", text: "The group's first hospital opens in New Cairo, followed by Sheikh Zayed and Alexandria." },
      { year: 2023, title: "Digital care", text: "Online booking, remote consultations and the patient health record are launched." },
    ],
    mission: "To provide safe, high-quality and accessible healthcare, and to treat every patient the way we would want our own families treated.",
    vision: "To be the first choice of families in the region for complete healthcare.",
    values: [
      { title: "Compassion", text: "The patient and their family are at the heart of every decision." },
      { title: "Integrity", text: "We explain options clearly and respect patient privacy." },
      { title: "Excellence", text: "We follow best medical practice and measure our results continuously." },
      { title: "Teamwork", text: "Doctors, nurses and technicians working together for one connected journey of care." },
    ],
    numbers: NUMBERS.en,
  },
});
