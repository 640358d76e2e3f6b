/**
 * What the engagement pages say and where they live, in both languages: the browser specs
 * (engagement.spec.ts) and the request-level ones (engagement-http.spec.ts) read the same table.
 * Arabic paths are percent-encoded, as a browser sends them.
 */
export type Lang = "ar" | "en";

export const ENGAGEMENT = {
  en: {
    prefix: "/en",
    contact: "/en/contact-us",
    contactFields: { name: "Full name", phone: "Phone number", email: "Email", subject: "Subject", message: "Message" },
    send: "Send message",
    fixErrors: "Please correct the highlighted fields.",
    answer: { sent: "Thank you", back: "Back to the page you were on" },
    thanks: "Thank you for contacting us. We answer within one working day.",
    tooMany: "maximum attempts per minute is 3",
    newsletter: { email: "Email", subscribe: "Subscribe", sent: "sent successfully", exists: "email already registered", consent: /I agree to receive the newsletter/, unsubscribed: "You have been unsubscribed", invalid: "Email must be a valid email" },
    risk: { age: "Age", height: "Height", weight: "Weight", waist: "Waist circumference", submit: "Show my score", endo: "Find an endocrinologist", family: "Find a family doctor", notDiagnosis: /not a diagnosis/ },
    bands: { low: "Low risk", "slightly-elevated": "Slightly elevated risk", moderate: "Moderate risk", high: "High risk", "very-high": "Very high risk" },
    survey: { path: "/en/survey/hospital/patient-satisfaction", next: "Next", back: "Back", send: "Send my answers", name: "Full name", email: "Email", phone: "Phone number", step: (n: number) => `Step ${n} of 4`, done: "Thank you for your answers", again: "you have answered this survey before", goHome: "Go to the home page now" },
    landing: { path: "/en/landing-page/heart-check-up", name: "Name", phone: "Mobile number", message: "Your message", submit: "Call me back", thanks: "Thank you, we received your request" },
  },
  ar: {
    prefix: "",
    contact: "/" + encodeURIComponent("اتصل-بنا"),
    contactFields: { name: "الاسم الكامل", phone: "رقم الهاتف", email: "البريد الإلكتروني", subject: "الموضوع", message: "الرسالة" },
    send: "إرسال الرسالة",
    fixErrors: "يرجى تصحيح الحقول المميزة.",
    answer: { sent: "شكرًا لك", back: "العودة إلى الصفحة التي كنت عليها" },
    thanks: "شكرًا لتواصلك معنا. نرد عليك خلال يوم عمل واحد.",
    tooMany: "الحد الأقصى للمحاولات في الدقيقة هو 3",
    newsletter: { email: "البريد الإلكتروني", subscribe: "اشترك", sent: "تم الإرسال بنجاح", exists: "البريد الإلكتروني مسجّل بالفعل", consent: /أوافق على تلقي النشرة البريدية/, unsubscribed: "تم إلغاء اشتراكك", invalid: "يجب أن يكون البريد الإلكتروني بريدًا إلكترونيًا صحيحًا" },
    risk: { age: "العمر", height: "الطول", weight: "الوزن", waist: "محيط الخصر", submit: "اعرض نتيجتي", endo: "ابحث عن طبيب غدد صماء", family: "ابحث عن طبيب أسرة", notDiagnosis: /لا يُعد تشخيصًا/ },
    bands: { low: "خطر منخفض", "slightly-elevated": "خطر مرتفع قليلًا", moderate: "خطر متوسط", high: "خطر مرتفع", "very-high": "خطر مرتفع جدًا" },
    survey: { path: "/survey/hospital/patient-satisfaction", next: "التالي", back: "السابق", send: "أرسل إجاباتي", name: "الاسم الكامل", email: "البريد الإلكتروني", phone: "رقم الهاتف", step: (n: number) => `الخطوة ${n} من 4`, done: "شكرًا لإجاباتك", again: "لقد أجبت على هذا الاستبيان من قبل", goHome: "انتقل إلى الصفحة الرئيسية الآن" },
    landing: { path: "/landing-page/" + encodeURIComponent("فحص-القلب-الشامل"), name: "الاسم", phone: "رقم الجوال", message: "رسالتك", submit: "اتصلوا بي", thanks: "شكرًا لك، استلمنا طلبك" },
  },
} as const;
