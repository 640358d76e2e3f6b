import { BREADCRUMB_IMAGE, cardImage } from "../../images/generate";

type Seo = [page: string, titleAr: string, titleEn: string, descAr: string, descEn: string];

const SITE_AR = "مجموعة الندى الطبية";
const SITE_EN = "Al Nada Medical Group";

const PAGES: Seo[] = [
  ["home", "الرئيسية", "Home", "مستشفيات ومراكز طبية في السعودية ومصر منذ 1984: احجز موعدك مع نخبة الأطباء.", "Hospitals and medical centres in Saudi Arabia and Egypt since 1984: book with leading doctors."],
  ["doctors", "ابحث عن طبيب", "Find a doctor", "ابحث عن طبيبك حسب الفرع والتخصص والجنس والدرجة العلمية واحجز موعدك.", "Find your doctor by branch, specialty, gender and title, and book an appointment."],
  ["doctor", "الطبيب", "Doctor", "المؤهلات والخبرات والخدمات ومواعيد الحجز.", "Qualifications, experience, services and appointments."],
  ["clinics", "العيادات", "Clinics", "عيادات تخصصية لكل أفراد الأسرة في فروعنا.", "Specialist clinics for the whole family across our branches."],
  ["clinic", "العيادة", "Clinic", "خدمات العيادة وأطباؤها ومواعيد العمل.", "The clinic's services, doctors and opening hours."],
  ["offers", "العروض", "Offers", "عروض وباقات صحية بأسعار مخفضة لفترة محدودة.", "Health packages and offers at reduced prices for a limited time."],
  ["offer", "العرض", "Offer", "تفاصيل العرض والسعر وطريقة الحجز والدفع.", "Offer details, price, booking and payment."],
  ["services", "الخدمات", "Services", "خدمات طبية ومساندة في جميع فروع المجموعة.", "Medical and support services across the group."],
  ["blog", "المدونة الصحية", "Health blog", "مقالات صحية موثوقة يكتبها أطباؤنا.", "Trustworthy health articles written by our doctors."],
  ["blog-map", "خريطة المدونة", "Blog map", "جميع مقالات المدونة مرتبة حسب التصنيف.", "Every blog article, grouped by category."],
  ["categories", "تصنيفات المدونة", "Blog categories", "مقالات المدونة في هذا التصنيف.", "Blog articles in this category."],
  ["tags", "الوسوم", "Tags", "مقالات المدونة بهذا الوسم.", "Blog articles with this tag."],
  ["secretPage", "مقالات خاصة", "Private articles", "مقالات غير مدرجة في المدونة.", "Articles not listed on the blog."],
  ["about_us", "من نحن", "About us", "قصة مجموعة الندى الطبية منذ تأسيسها في جدة عام 1984.", "The story of Al Nada Medical Group since it was founded in Jeddah in 1984."],
  ["contact-us", "اتصل بنا", "Contact us", "تواصل معنا عبر الهاتف أو واتساب أو نموذج التواصل.", "Reach us by phone, WhatsApp or the contact form."],
  ["FAQs", "الأسئلة الشائعة", "Frequently asked questions", "إجابات عن أكثر الأسئلة شيوعًا حول المواعيد والتأمين والزيارة.", "Answers about appointments, insurance and visiting."],
  ["news", "الأخبار", "News", "آخر أخبار المجموعة وفروعها.", "The latest news from the group and its branches."],
  ["events", "الفعاليات", "Events", "فعاليات وحملات توعوية ومحاضرات صحية.", "Events, awareness campaigns and health talks."],
  ["homecare", "الرعاية المنزلية", "Home care", "رعاية طبية وتمريضية في منزلك.", "Medical and nursing care at home."],
  ["oncologies", "مراكز الأورام", "Oncology centres", "تشخيص وعلاج الأورام برعاية متعددة التخصصات.", "Cancer diagnosis and treatment with multidisciplinary care."],
  ["entertainment-services", "الخدمات الترفيهية", "Entertainment services", "خدمات تجعل إقامتك أكثر راحة.", "Services that make your stay more comfortable."],
  ["eclubs", "الأندية الصحية", "E-clubs", "مجتمعات صحية لمتابعة الحالات المزمنة وأنماط الحياة.", "Health communities for chronic conditions and lifestyles."],
  ["search", "نتائج البحث", "Search results", "ابحث في الأطباء والعروض والمقالات والعيادات.", "Search doctors, offers, articles and clinics."],
  ["privacy-policy", "سياسة الخصوصية", "Privacy policy", "كيف نجمع بياناتك ونحميها.", "How we collect and protect your data."],
  ["terms", "الشروط والأحكام", "Terms and conditions", "شروط استخدام الموقع والخدمات.", "Terms of use of the website and services."],
  ["personal-data", "حماية البيانات الشخصية", "Personal data protection", "حقوقك في بياناتك الشخصية وطريقة ممارستها.", "Your rights over your personal data and how to exercise them."],
  ["site-map", "خريطة الموقع", "Site map", "جميع صفحات الموقع في مكان واحد.", "Every page of the website in one place."],
  ["risk-assessment", "تقييم المخاطر الصحية", "Health risk assessment", "أجب عن أسئلة قصيرة لتعرف عوامل الخطر لديك.", "Answer a few short questions to learn your risk factors."],
  ["sign-in", "تسجيل الدخول", "Sign in", "ادخل إلى حسابك لإدارة مواعيدك.", "Sign in to manage your appointments."],
  ["sign-up", "إنشاء حساب", "Sign up", "أنشئ حسابًا لحجز المواعيد ومتابعة ملفك الصحي.", "Create an account to book and follow your health record."],
  ["otp", "رمز التحقق", "Verification code", "أدخل رمز التحقق المرسل إلى جوالك.", "Enter the code sent to your mobile."],
  ["reset-password", "استعادة كلمة المرور", "Reset password", "استعد الوصول إلى حسابك.", "Get back into your account."],
  ["otp-reset-password", "رمز استعادة كلمة المرور", "Password reset code", "أدخل الرمز لاستعادة كلمة المرور.", "Enter the code to reset your password."],
  ["confirm-password", "كلمة مرور جديدة", "New password", "اختر كلمة مرور جديدة لحسابك.", "Choose a new password for your account."],
  ["profile", "الملف الشخصي", "My profile", "بياناتك الشخصية ونمط الحياة ومواعيدك.", "Your personal information, lifestyle and appointments."],
  ["paymentResponse", "نتيجة الدفع", "Payment result", "حالة عملية الدفع.", "The status of your payment."],
  ["landing-page", "عروض خاصة", "Special campaign", "حملة خاصة لفترة محدودة.", "A limited-time campaign."],
  ["survey", "استبيان رضا المرضى", "Patient survey", "شاركنا رأيك لنحسن خدماتنا.", "Tell us how we did so we can improve."],
  ["service", "الخدمة", "Service", "تفاصيل الخدمة وكيفية الحصول عليها.", "Service details and how to get it."],
  ["oncology", "مركز الأورام", "Oncology centre", "خدمات المركز وفريقه الطبي.", "The centre's services and medical team."],
  ["eclub", "النادي الصحي", "E-club", "أنشطة النادي وطريقة الانضمام.", "Club activities and how to join."],
  ["entertainment-service", "الخدمة الترفيهية", "Entertainment service", "تفاصيل الخدمة الترفيهية.", "Entertainment service details."],
];

export const seoRows = () =>
  PAGES.map(([page, titleAr, titleEn, descriptionAr, descriptionEn], i) => ({
    page,
    titleAr: `${titleAr} | ${SITE_AR}`,
    titleEn: `${titleEn} | ${SITE_EN}`,
    descriptionAr,
    descriptionEn,
    keywordsAr: `${titleAr}، مستشفى، جدة، الرياض، القاهرة، ${SITE_AR}`,
    keywordsEn: `${titleEn.toLowerCase()}, hospital, Jeddah, Riyadh, Cairo, ${SITE_EN}`,
    image: page === "home" ? BREADCRUMB_IMAGE : cardImage(i + 1),
  }));
