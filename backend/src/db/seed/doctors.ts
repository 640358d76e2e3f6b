import { doctorImage } from "../../images/generate";
import { searchText } from "../search-text";
import { buId } from "./business-units";
import { BRANCHES, SPECIALITIES, SUPERVISOR_LEVELS } from "./medical";
import { cycle, seededRandom, slugify } from "./slug";

type Pair = [ar: string, en: string];

const MALE: Pair[] = [
  ["محمد", "Mohammed"], ["أحمد", "Ahmed"], ["عبدالله", "Abdullah"], ["خالد", "Khalid"], ["فهد", "Fahad"],
  ["سعود", "Saud"], ["عمر", "Omar"], ["يوسف", "Youssef"], ["إبراهيم", "Ibrahim"], ["ماجد", "Majed"],
  ["طارق", "Tariq"], ["سلطان", "Sultan"], ["ناصر", "Nasser"], ["وليد", "Waleed"], ["هشام", "Hisham"],
  ["كريم", "Karim"], ["مصطفى", "Mostafa"], ["حسام", "Hossam"], ["عادل", "Adel"], ["رامي", "Rami"],
];
const FEMALE: Pair[] = [
  ["نورة", "Noura"], ["سارة", "Sarah"], ["فاطمة", "Fatimah"], ["ريم", "Reem"], ["هند", "Hind"],
  ["لينا", "Lina"], ["منى", "Mona"], ["أمل", "Amal"], ["دانة", "Dana"], ["رنا", "Rana"],
  ["مها", "Maha"], ["ياسمين", "Yasmin"], ["هالة", "Hala"], ["شيماء", "Shaimaa"], ["نهى", "Noha"],
  ["آمنة", "Amna"], ["إيمان", "Eman"], ["ليلى", "Layla"],
];
const SAUDI_FAMILIES: Pair[] = [
  ["الغامدي", "Al-Ghamdi"], ["الزهراني", "Al-Zahrani"], ["القحطاني", "Al-Qahtani"], ["الحربي", "Al-Harbi"],
  ["العتيبي", "Al-Otaibi"], ["الشهري", "Al-Shehri"], ["المالكي", "Al-Malki"], ["الدوسري", "Al-Dosari"],
  ["السبيعي", "Al-Subaie"], ["العمري", "Al-Omari"], ["باشا", "Basha"], ["الأنصاري", "Al-Ansari"],
  ["الخطيب", "Al-Khatib"], ["النجار", "Al-Najjar"], ["بخاري", "Bukhari"], ["الجهني", "Al-Juhani"],
];
const EGYPTIAN_FAMILIES: Pair[] = [
  ["عبدالرحمن", "Abdelrahman"], ["منصور", "Mansour"], ["الشريف", "El-Sherif"], ["فوزي", "Fawzy"],
  ["سليمان", "Soliman"], ["حسن", "Hassan"], ["عبدالعزيز", "Abdelaziz"], ["الدمرداش", "El-Demerdash"],
  ["رشدي", "Roshdy"], ["زكي", "Zaki"],
];

const UNIVERSITIES: Pair[] = [
  ["جامعة الملك عبدالعزيز", "King Abdulaziz University"],
  ["جامعة الملك سعود", "King Saud University"],
  ["جامعة القاهرة", "Cairo University"],
  ["جامعة عين شمس", "Ain Shams University"],
  ["جامعة الإسكندرية", "Alexandria University"],
];
const FELLOWSHIPS: Pair[] = [
  ["جامعة تورنتو، كندا", "University of Toronto, Canada"],
  ["جامعة ماكغيل، كندا", "McGill University, Canada"],
  ["مستشفى كينغز كوليدج، لندن", "King's College Hospital, London"],
  ["مستشفى شاريتيه، برلين", "Charité, Berlin"],
  ["جامعة هارفارد، بوسطن", "Harvard Medical School, Boston"],
];

export const HOME_DOCTOR_IDS = new Set([1, 4, 9, 13, 18, 22, 27, 31, 36, 42, 48, 55]);

/**
 * 150 doctors built from name lists and the specialty table. Everything is derived from the index
 * (plus a seeded PRNG), so ids, slugs and names are the same on every machine.
 */
export function doctorRows() {
  const rnd = seededRandom(1984);
  const usedNames = new Set<string>();
  const rows = [];
  const subRows: Array<{ doctorId: number; subIndex: number; specialityIndex: number }> = [];

  for (let i = 0; i < 150; i++) {
    const id = i + 1;
    const specialityIndex = i % SPECIALITIES.length;
    const spec = SPECIALITIES[specialityIndex]!;
    const unit = cycle(spec.units, Math.floor(i / SPECIALITIES.length));
    const unitBranches = BRANCHES.map((b, bi) => ({ ...b, id: bi + 1 })).filter((b) => b.bu === unit);
    const branch = cycle(unitBranches, i);
    const female = spec.name[1] === "Obstetrics and gynaecology" ? i % 5 !== 0 : i % 3 === 1;
    const first = cycle(female ? FEMALE : MALE, i * 7 + Math.floor(i / 20));
    const families = branch.country === "EG" ? EGYPTIAN_FAMILIES : SAUDI_FAMILIES;
    let family = cycle(families, i * 3 + Math.floor(i / 16));
    for (let k = 1; usedNames.has(`${first[1]} ${family[1]}`); k++) family = cycle(families, i * 3 + k);
    usedNames.add(`${first[1]} ${family[1]}`);

    const level = i % 10 === 0 ? 0 : i % 7 === 0 ? 1 : i % 2 === 0 ? 2 : 3;
    const levelRow = SUPERVISOR_LEVELS[level]!;
    const subs = spec.subs.length > 2 && i % 4 === 0 ? [0, 1] : [i % spec.subs.length];
    for (const s of subs) subRows.push({ doctorId: id, subIndex: s, specialityIndex });
    const sub = spec.subs[subs[0]!]!;

    const uni = cycle(UNIVERSITIES, branch.country === "EG" ? 2 + (i % 3) : i % 2);
    const fellowship = cycle(FELLOWSHIPS, i);
    const since = 2000 + (i % 18);
    const board: Pair = branch.country === "EG" ? ["الزمالة المصرية", "Egyptian Fellowship"] : ["البورد السعودي", "Saudi Board"];

    const nameAr = `د. ${first[0]} ${family[0]}`;
    const nameEn = `Dr. ${first[1]} ${family[1]}`;
    const levelAr = female ? levelRow.nameArFeminine : levelRow.name[0];
    rows.push({
      id,
      nameAr,
      nameEn,
      slugAr: slugify(`${first[0]} ${family[0]} ${spec.name[0]}`),
      slugEn: slugify(`${first[1]} ${family[1]} ${spec.name[1]}`),
      supervisorLevelId: level + 1,
      genderId: female ? 2 : 1,
      specialityId: specialityIndex + 1,
      branchId: branch.id,
      businessUnitId: buId(unit),
      qualificationsAr: [
        `بكالوريوس الطب والجراحة، ${uni[0]}`,
        `${board[0]} في ${spec.name[0]}`,
        `زمالة ${sub[0]}، ${fellowship[0]}`,
        ...(level <= 1 ? [`درجة الدكتوراه في ${spec.name[0]}، ${uni[0]}`] : []),
      ],
      qualificationsEn: [
        `MBBS, ${uni[1]}`,
        `${board[1]} in ${spec.name[1]}`,
        `Fellowship in ${sub[1]}, ${fellowship[1]}`,
        ...(level <= 1 ? [`PhD in ${spec.name[1]}, ${uni[1]}`] : []),
      ],
      careerPathAr: [
        `${levelAr} ${spec.name[0]}، ${branch.nameAr} (${since + 8} – حتى الآن)`,
        `زميل ${sub[0]}، ${fellowship[0]} (${since + 5} – ${since + 8})`,
        `طبيب مقيم، ${uni[0]} (${since} – ${since + 5})`,
      ],
      careerPathEn: [
        `${levelRow.name[1]}, ${spec.name[1]}, ${branch.nameEn} (${since + 8} – present)`,
        `Fellow in ${sub[1]}, ${fellowship[1]} (${since + 5} – ${since + 8})`,
        `Resident, ${uni[1]} (${since} – ${since + 5})`,
      ],
      servicesAr: [...spec.subs.map((s) => s[0]), "استشارات العيادة الخارجية", "متابعة الحالات المزمنة"],
      servicesEn: [...spec.subs.map((s) => s[1]), "Outpatient consultations", "Follow-up of chronic conditions"],
      bioAr: `${nameAr} ${levelAr} ${spec.name[0]} في ${branch.nameAr}، ${female ? "تهتم" : "يهتم"} بـ${sub[0]}. ${female ? "حصلت" : "حصل"} على زمالة ${sub[0]} من ${fellowship[0]}، ${female ? "وتؤمن" : "ويؤمن"} بأن شرح الخطة العلاجية بوضوح جزء من العلاج.`,
      bioEn: `${nameEn} is a ${levelRow.name[1].toLowerCase()} in ${spec.name[1].toLowerCase()} at ${branch.nameEn}, with a special interest in ${sub[1].toLowerCase()}. ${female ? "She" : "He"} trained in ${sub[1].toLowerCase()} at ${fellowship[1]} and believes that explaining the treatment plan clearly is part of the treatment.`,
      image: doctorImage(female ? "f" : "m", i + 1),
      isHome: HOME_DOCTOR_IDS.has(id),
      order: rnd.int(1, 150),
      search: searchText(nameAr, nameEn, first[0], first[1], family[0], family[1]),
    });
  }
  return { rows, subRows };
}

