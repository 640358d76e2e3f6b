import { sliderImage } from "../../images/generate";
import { BUSINESS_UNITS } from "./business-units";

type Slide = [titleAr: string, titleEn: string, descAr: string, descEn: string, linkAr: string, linkEn: string, link: string];

/** Three slides per business unit, in its own wording. */
const SLIDES: Record<string, Slide[]> = {
  hospital: [
    ["رعايتكم منذ 1984", "Caring for you since 1984", "أكثر من أربعين عامًا من الرعاية التخصصية في جدة.", "Four decades of specialist care in Jeddah.", "تعرف علينا", "About us", "/about_us"],
    ["احجز موعدك في دقيقة", "Book in a minute", "ابحث عن طبيبك حسب التخصص والفرع واختر الموعد المناسب.", "Find your doctor by specialty and branch and pick a time that suits you.", "ابحث عن طبيب", "Find a doctor", "/doctors"],
    ["فحص القلب الشامل", "Complete heart check", "باقة فحوص القلب بسعر خاص لفترة محدودة.", "A full heart screening package at a special price for a limited time.", "شاهد العروض", "See offers", "/offers"],
  ],
  women: [
    ["معكِ في كل مرحلة", "With you at every stage", "متابعة الحمل والولادة وصحة المرأة في مكان واحد.", "Pregnancy, birth and women's health in one place.", "خدماتنا", "Our services", "/services"],
    ["الكشف المبكر ينقذ الحياة", "Early detection saves lives", "فحص الثدي بالماموجرام ثلاثي الأبعاد بأيدي طبيبات متخصصات.", "3D mammography performed by specialist women doctors.", "احجزي الآن", "Book now", "/offers"],
    ["طبيباتنا", "Our doctors", "استشاريات في النساء والولادة والعقم.", "Consultants in obstetrics, gynaecology and fertility.", "تعرفي عليهن", "Meet them", "/doctors"],
  ],
  children: [
    ["صحة طفلك أولًا", "Your child's health first", "عيادات أطفال مصممة لراحة الصغار.", "Children's clinics designed around little ones.", "العيادات", "Clinics", "/clinics"],
    ["جدول التطعيمات", "Vaccination schedule", "تطعيمات الأطفال في مواعيدها دون انتظار.", "Children's vaccines on time, without the wait.", "احجز", "Book", "/offers"],
    ["نادي الطفل الصحي", "Healthy kids club", "أنشطة توعوية ممتعة للأطفال وأسرهم.", "Fun health activities for children and families.", "انضم", "Join", "/eclubs"],
  ],
  dental: [
    ["ابتسامة تليق بك", "A smile that suits you", "تجميل وتقويم وزراعة الأسنان بأحدث التقنيات.", "Cosmetic dentistry, orthodontics and implants with modern technology.", "العروض", "Offers", "/offers"],
    ["تنظيف وتلميع", "Cleaning and polishing", "جلسة تنظيف شاملة بسعر خاص.", "A complete cleaning session at a special price.", "احجز", "Book", "/offers"],
    ["أطباء أسنان الأسرة", "Family dentists", "رعاية أسنان لكل أفراد الأسرة.", "Dental care for every member of the family.", "الأطباء", "Doctors", "/doctors"],
  ],
  egypt: [
    ["الندى الآن في مصر", "Al Nada, now in Egypt", "مستشفياتنا في القاهرة الجديدة والشيخ زايد والإسكندرية.", "Our hospitals in New Cairo, Sheikh Zayed and Alexandria.", "فروعنا", "Our branches", "/about_us"],
    ["باقات الفحص الشامل", "Check-up packages", "فحوص دورية شاملة بأسعار بالجنيه المصري.", "Complete periodic check-ups, priced in Egyptian pounds.", "العروض", "Offers", "/offers"],
    ["طوارئ على مدار الساعة", "24/7 emergency", "أقسام طوارئ مجهزة في جميع الفروع.", "Fully equipped emergency departments in every branch.", "اتصل بنا", "Contact us", "/contact-us"],
  ],
};

export const sliderRows = () =>
  BUSINESS_UNITS.flatMap((b, bi) =>
    (SLIDES[b.key] ?? []).map(([titleAr, titleEn, descriptionAr, descriptionEn, linkTextAr, linkTextEn, link], i) => ({
      businessUnitId: bi + 1,
      titleAr,
      titleEn,
      descriptionAr,
      descriptionEn,
      linkTextAr,
      linkTextEn,
      link,
      image: sliderImage(((bi * 3 + i) % 8) + 1),
      order: i + 1,
    })),
  );
