/** Header, footer and web-more menus. `path` is the internal route without locale (SPEC §2). */
type Entry = [path: string, ar: string, en: string];

const HEADER: Entry[] = [
  ["/", "الرئيسية", "Home"],
  ["/doctors", "الأطباء", "Doctors"],
  ["/clinics", "العيادات", "Clinics"],
  ["/offers", "العروض", "Offers"],
  ["/services", "الخدمات", "Services"],
  ["/blog", "المدونة", "Blog"],
  ["/about_us", "من نحن", "About us"],
  ["/contact-us", "اتصل بنا", "Contact us"],
];

const FOOTER: Entry[] = [
  ["/FAQs", "الأسئلة الشائعة", "FAQs"],
  ["/privacy-policy", "سياسة الخصوصية", "Privacy policy"],
  ["/terms", "الشروط والأحكام", "Terms and conditions"],
  ["/personal-data", "حماية البيانات الشخصية", "Personal data protection"],
  ["/site-map", "خريطة الموقع", "Site map"],
  ["/news", "الأخبار", "News"],
  ["/events", "الفعاليات", "Events"],
];

const WEB_MORE: Entry[] = [
  ["/oncologies", "مراكز الأورام", "Oncology centres"],
  ["/homecare", "الرعاية المنزلية", "Home care"],
  ["/entertainment-services", "الخدمات الترفيهية", "Entertainment services"],
  ["/eclubs", "الأندية الصحية", "E-clubs"],
  ["/blog-map", "خريطة المدونة", "Blog map"],
  ["/risk-assessment", "تقييم المخاطر الصحية", "Health risk assessment"],
  ["/news", "الأخبار", "News"],
  ["/events", "الفعاليات", "Events"],
];

export const pageConfigurationRows = () =>
  (
    [
      ["header", HEADER],
      ["footer", FOOTER],
      ["webMore", WEB_MORE],
    ] as const
  ).flatMap(([menu, entries]) =>
    entries.map(([path, titleAr, titleEn], i) => ({ menu, path, titleAr, titleEn, order: i + 1, parentId: null })),
  );

const enc = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/**
 * Legacy paths of the previous site. Arabic ones are stored URL-encoded because that is how the
 * browser sends them; redirects to "/" (the home page) use 302, per SPEC §9.
 */
export const redirectRows = () => [
  { fromPath: "/index.php", toPath: "/", status: 302 },
  { fromPath: "/home", toPath: "/", status: 302 },
  { fromPath: "/en/home", toPath: "/en", status: 302 },
  { fromPath: "/ar", toPath: "/", status: 301 },
  { fromPath: "/our-doctors", toPath: "/doctors", status: 301 },
  { fromPath: "/en/our-doctors", toPath: "/en/doctors", status: 301 },
  { fromPath: "/find-a-doctor", toPath: "/doctors", status: 301 },
  { fromPath: "/en/special-offers", toPath: "/en/offers", status: 301 },
  { fromPath: "/en/contact", toPath: "/en/contact-us", status: 301 },
  { fromPath: "/en/about", toPath: "/en/about_us", status: 301 },
  { fromPath: "/en/faq", toPath: "/en/FAQs", status: 301 },
  { fromPath: "/en/articles", toPath: "/en/blog", status: 301 },
  // Old Arabic paths only: the live Arabic routes (/الأطباء, /العروض, …) must not redirect.
  { fromPath: enc("/أطباؤنا"), toPath: "/doctors", status: 301 },
  { fromPath: enc("/عروض-خاصة"), toPath: "/offers", status: 301 },
  { fromPath: enc("/عن-المستشفى"), toPath: "/about_us", status: 301 },
  { fromPath: enc("/تواصل-معنا"), toPath: "/contact-us", status: 301 },
  { fromPath: enc("/المقالات"), toPath: "/blog", status: 301 },
  { fromPath: enc("/الأسئلة-المتكررة"), toPath: "/FAQs", status: 301 },
];
