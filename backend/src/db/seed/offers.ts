import { cardImage } from "../../images/generate";
import { searchText } from "../search-text";
import { type BusinessUnitKey, buId } from "./business-units";
import { simpleBody } from "./content";
import { daysFromNow, isoDate, seededRandom, slugify } from "./slug";

export const OFFER_CATEGORIES: Array<[ar: string, en: string]> = [
  ["الفحوصات الشاملة", "Check-ups"],
  ["الأسنان", "Dental"],
  ["صحة المرأة", "Women's health"],
  ["الأطفال", "Children"],
  ["الجلدية والليزر", "Dermatology and laser"],
  ["القلب", "Heart"],
  ["التحاليل", "Lab tests"],
];

type OfferSeed = [titleAr: string, titleEn: string, categories: number[], price: number, was: number, unit: BusinessUnitKey];

/** Prices in the unit's currency: SAR in Saudi Arabia, EGP in Egypt. */
const OFFERS: OfferSeed[] = [
  ["باقة الفحص الشامل الذهبية", "Gold complete check-up package", [1, 7], 899, 1500, "hospital"],
  ["باقة الفحص الشامل الفضية", "Silver complete check-up package", [1, 7], 599, 950, "hospital"],
  ["فحص ما قبل الزواج", "Premarital screening", [1, 7], 299, 450, "hospital"],
  ["باقة فحص القلب", "Heart screening package", [6, 1], 749, 1200, "hospital"],
  ["تخطيط القلب بالمجهود", "Exercise stress test", [6], 450, 700, "hospital"],
  ["إيكو القلب", "Echocardiogram", [6], 390, 600, "hospital"],
  ["باقة فحص السكري", "Diabetes screening package", [7, 1], 199, 320, "hospital"],
  ["فحص فيتامين د والحديد", "Vitamin D and iron tests", [7], 149, 260, "hospital"],
  ["فحص الغدة الدرقية", "Thyroid function tests", [7], 129, 220, "hospital"],
  ["فحص النظر الشامل", "Complete eye examination", [1], 250, 400, "hospital"],
  ["تنظيف البشرة العميق", "Deep facial cleansing", [5], 299, 500, "hospital"],
  ["جلسات إزالة الشعر بالليزر", "Laser hair removal sessions", [5], 999, 1800, "hospital"],
  ["فحص الرياضيين", "Athletes' check-up", [1, 6], 549, 850, "hospital"],
  ["فحص كبار السن", "Senior check-up", [1, 7], 699, 1100, "hospital"],
  ["باقة الكشف المبكر عن السرطان", "Cancer early-detection package", [1, 7], 1199, 1900, "hospital"],
  ["استشارة التغذية مع تحليل الجسم", "Nutrition consultation with body analysis", [1], 180, 300, "hospital"],
  ["باقة متابعة الحمل", "Pregnancy follow-up package", [3], 2499, 3500, "women"],
  ["باقة الولادة الطبيعية", "Natural birth package", [3], 6900, 9000, "women"],
  ["فحص الماموجرام ثلاثي الأبعاد", "3D mammogram", [3, 1], 450, 750, "women"],
  ["فحص هرمونات المرأة", "Women's hormone panel", [3, 7], 399, 650, "women"],
  ["مسحة عنق الرحم", "Pap smear", [3], 199, 320, "women"],
  ["جلسة تقشير البشرة", "Skin peeling session", [5, 3], 350, 600, "women"],
  ["باقة تطعيمات الطفل الأولى", "Baby's first vaccines package", [4], 650, 900, "children"],
  ["فحص نمو الطفل", "Child growth check", [4], 199, 300, "children"],
  ["فحص السمع للأطفال", "Children's hearing test", [4], 180, 280, "children"],
  ["باقة فحص الحساسية للأطفال", "Children's allergy test package", [4, 7], 450, 700, "children"],
  ["فحص الأسنان للأطفال", "Children's dental check", [4, 2], 99, 180, "children"],
  ["تنظيف وتلميع الأسنان", "Teeth cleaning and polishing", [2], 149, 300, "dental"],
  ["تبييض الأسنان بالليزر", "Laser teeth whitening", [2], 899, 1500, "dental"],
  ["زراعة الأسنان", "Dental implant", [2], 3500, 5200, "dental"],
  ["تقويم الأسنان الشفاف", "Clear aligners", [2], 7900, 11000, "dental"],
  ["حشوات تجميلية", "Cosmetic fillings", [2], 250, 400, "dental"],
  ["باقة الفحص الشامل", "Complete check-up package", [1, 7], 2900, 4500, "egypt"],
  ["فحص القلب الشامل", "Complete heart check", [6], 3500, 5000, "egypt"],
  ["فحص السكري والغدة", "Diabetes and thyroid check", [7], 1200, 1800, "egypt"],
  ["كشف الأسنان وتنظيفها", "Dental check and cleaning", [2], 600, 1000, "egypt"],
  ["باقة متابعة الحمل – مصر", "Pregnancy follow-up package – Egypt", [3], 8500, 12000, "egypt"],
  ["تطعيمات الأطفال – مصر", "Children's vaccines – Egypt", [4], 1500, 2200, "egypt"],
  ["جلسات الليزر – مصر", "Laser sessions – Egypt", [5], 2500, 4000, "egypt"],
  ["فحص ما قبل السفر", "Pre-travel check", [1, 7], 900, 1400, "egypt"],
];

/** Every fifth offer has expired; the first three current offers of each unit are "special" (home block). */
export function offerRows() {
  const rnd = seededRandom(2026);
  const specialsPerUnit = new Map<BusinessUnitKey, number>();
  return OFFERS.map(([titleAr, titleEn, categories, price, was, unit], i) => {
    const expired = i % 5 === 4;
    const specials = specialsPerUnit.get(unit) ?? 0;
    const isSpecial = !expired && specials < 3;
    if (isSpecial) specialsPerUnit.set(unit, specials + 1);
    const discount = Math.round(((was - price) / was) * 100);
    const excerptAr = `وفر ${discount}% على ${titleAr} لفترة محدودة، مع نتائج إلكترونية واستشارة طبيب.`;
    const excerptEn = `Save ${discount}% on the ${titleEn.toLowerCase()} for a limited time, with online results and a doctor's consultation.`;
    return {
      row: {
        businessUnitId: buId(unit),
        slugAr: slugify(titleAr),
        slugEn: slugify(titleEn),
        titleAr,
        titleEn,
        excerptAr,
        excerptEn,
        bodyAr: simpleBody(
          "ar",
          excerptAr,
          ["الحجز المسبق عبر الموقع أو الرقم الموحد", "العرض لا يجمع مع عروض أخرى", "يمكن الدفع نقدًا أو بالبطاقة أو بالتقسيط عبر تمارا"],
          "يسري العرض حتى تاريخ انتهائه أو نفاد الكمية.",
        ),
        bodyEn: simpleBody(
          "en",
          excerptEn,
          ["Book ahead online or on the unified number", "Cannot be combined with other offers", "Pay cash, by card or in instalments with Tamara"],
          "Valid until the end date or while places last.",
        ),
        image: cardImage(i + 1),
        order: i + 1,
        price,
        priceInsteadOf: was,
        endDate: isoDate(expired ? daysFromNow(-10 - i) : daysFromNow(20 + i * 3)),
        bookingsCount: rnd.int(3, 480),
        isSpecial,
        search: searchText(titleAr, titleEn),
        createdAt: daysFromNow(-90 + i),
        updatedAt: daysFromNow(-30 + i),
      },
      categories,
    };
  });
}
