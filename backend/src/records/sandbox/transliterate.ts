/**
 * Arabic names in Latin letters for the sandbox's PDFs (which cannot draw Arabic): common names as
 * they are usually spelt, anything else letter by letter. Approximate by design; a real HIS
 * writes its reports itself.
 */

const NAMES: Record<string, string> = {
  محمد: "Mohammed", أحمد: "Ahmed", احمد: "Ahmed", علي: "Ali", عمر: "Omar", خالد: "Khalid", عبدالله: "Abdullah", فهد: "Fahad",
  سعد: "Saad", سلمان: "Salman", يوسف: "Yousef", إبراهيم: "Ibrahim", سارة: "Sara", ساره: "Sara", نورة: "Noura", فاطمة: "Fatima",
  مريم: "Maryam", هدى: "Huda", ريم: "Reem", لمى: "Lama", ليان: "Layan", جود: "Joud", سالم: "Salem", عائشة: "Aisha", خديجة: "Khadija",
  الغامدي: "Al-Ghamdi", القحطاني: "Al-Qahtani", العتيبي: "Al-Otaibi", الحربي: "Al-Harbi", الزهراني: "Al-Zahrani", الشهري: "Al-Shehri",
  الدوسري: "Al-Dossary", المطيري: "Al-Mutairi", السبيعي: "Al-Subaie", العنزي: "Al-Enezi",
};

const LETTERS: Record<string, string> = {
  ا: "a", أ: "a", إ: "i", آ: "aa", ب: "b", ت: "t", ث: "th", ج: "j", ح: "h", خ: "kh", د: "d", ذ: "dh", ر: "r", ز: "z", س: "s",
  ش: "sh", ص: "s", ض: "d", ط: "t", ظ: "z", ع: "a", غ: "gh", ف: "f", ق: "q", ك: "k", ل: "l", م: "m", ن: "n", ه: "h", و: "w",
  ي: "i", ى: "a", ة: "a", ء: "", ئ: "", ؤ: "",
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function transliterate(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (NAMES[word]) return NAMES[word];
      if (/^[\x20-\x7e]+$/.test(word)) return word;
      const latin = [...word].map((ch) => LETTERS[ch] ?? "").join("");
      return latin.startsWith("al") && word.startsWith("ال") ? `Al-${capital(latin.slice(2))}` : capital(latin);
    })
    .filter(Boolean)
    .join(" ");
}
