import { cardImage } from "../../images/generate";

export const UNIFIED_WHATSAPP = "+966 55 000 1984";

export const BUSINESS_UNITS = [
  {
    key: "hospital",
    nameAr: "مستشفى الندى التخصصي",
    nameEn: "Al Nada Specialist Hospital",
    shortNameAr: "مستشفى الندى",
    shortNameEn: "Al Nada Hospital",
    descriptionAr:
      "المستشفى الرئيسي لمجموعة الندى الطبية، تأسس في جدة عام 1984، ويقدم الرعاية التخصصية في أكثر من عشرين تخصصًا طبيًا.",
    descriptionEn:
      "The flagship of Al Nada Medical Group, founded in Jeddah in 1984, offering specialist care in more than twenty medical specialties.",
    phone: "920001984",
    email: "info@alnada-hospital.example",
    country: "SA",
    cityAr: "جدة",
    cityEn: "Jeddah",
    currency: "SAR",
    foundedYear: 1984,
    slugAr: "مستشفى-الندى-التخصصي",
    slugEn: "al-nada-specialist-hospital",
  },
  {
    key: "women",
    nameAr: "مركز الندى لصحة المرأة",
    nameEn: "Al Nada Women's Wellness Centre",
    shortNameAr: "صحة المرأة",
    shortNameEn: "Women's Wellness",
    descriptionAr: "رعاية متكاملة للمرأة في كل مراحل حياتها: متابعة الحمل والولادة، وصحة الثدي، وطب النساء والعقم.",
    descriptionEn: "Complete care for women at every stage of life: pregnancy and birth, breast health, gynaecology and fertility.",
    phone: "920001985",
    email: "women@alnada-hospital.example",
    country: "SA",
    cityAr: "الرياض",
    cityEn: "Riyadh",
    currency: "SAR",
    foundedYear: 2006,
    slugAr: "مركز-الندى-لصحة-المرأة",
    slugEn: "al-nada-womens-wellness-centre",
  },
  {
    key: "children",
    nameAr: "عيادات الندى للأطفال",
    nameEn: "Al Nada Children's Clinics",
    shortNameAr: "عيادات الأطفال",
    shortNameEn: "Children's Clinics",
    descriptionAr: "عيادات مصممة للأطفال من الولادة حتى سن المراهقة، مع أطباء أطفال واستشاريين في التخصصات الدقيقة.",
    descriptionEn: "Clinics designed for children from birth to adolescence, with paediatricians and sub-specialty consultants.",
    phone: "920001986",
    email: "children@alnada-hospital.example",
    country: "SA",
    cityAr: "جدة",
    cityEn: "Jeddah",
    currency: "SAR",
    foundedYear: 2011,
    slugAr: "عيادات-الندى-للأطفال",
    slugEn: "al-nada-childrens-clinics",
  },
  {
    key: "dental",
    nameAr: "مركز الندى لطب الأسنان",
    nameEn: "Al Nada Dental Centre",
    shortNameAr: "مركز الأسنان",
    shortNameEn: "Dental Centre",
    descriptionAr: "طب أسنان الأسرة والتجميل وزراعة الأسنان وتقويمها، بأحدث أجهزة التصوير ثلاثي الأبعاد.",
    descriptionEn: "Family and cosmetic dentistry, implants and orthodontics, with modern 3D imaging.",
    phone: "920001987",
    email: "dental@alnada-hospital.example",
    country: "SA",
    cityAr: "الرياض",
    cityEn: "Riyadh",
    currency: "SAR",
    foundedYear: 2014,
    slugAr: "مركز-الندى-لطب-الأسنان",
    slugEn: "al-nada-dental-centre",
  },
  {
    key: "egypt",
    nameAr: "مستشفيات الندى مصر",
    nameEn: "Al Nada Hospitals Egypt",
    shortNameAr: "الندى مصر",
    shortNameEn: "Al Nada Egypt",
    descriptionAr: "مستشفيات المجموعة في القاهرة والجيزة والإسكندرية، بنفس معايير الجودة والرعاية.",
    descriptionEn: "The group's hospitals in Cairo, Giza and Alexandria, with the same standards of quality and care.",
    phone: "19984",
    email: "egypt@alnada-hospital.example",
    country: "EG",
    cityAr: "القاهرة",
    cityEn: "Cairo",
    currency: "EGP",
    foundedYear: 2018,
    slugAr: "مستشفيات-الندى-مصر",
    slugEn: "al-nada-hospitals-egypt",
  },
] as const;

export type BusinessUnitKey = (typeof BUSINESS_UNITS)[number]["key"];

/** Ids follow the array order (1 = hospital … 5 = egypt); the contract fixes the main hospital at 1. */
export const buId = (key: BusinessUnitKey) => BUSINESS_UNITS.findIndex((b) => b.key === key) + 1;

export const businessUnitRows = () =>
  BUSINESS_UNITS.map((b, i) => ({ ...b, id: i + 1, whatsapp: UNIFIED_WHATSAPP, image: cardImage(i + 1) }));
