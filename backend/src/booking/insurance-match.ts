import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { patientProfiles } from "../db/schema";
import type { UserRow } from "../http/context";

/**
 * A policy covers a visit only when its member is the visit's patient: the insurer's beneficiary
 * and the patient must have the same name and date of birth. Without that, anyone who knows an ID
 * number would book on its owner's policy.
 */

export interface Person {
  name: string;
  /** YYYY-MM-DD, or null when neither the visit nor the records give it. */
  birthDate: string | null;
}

/** Arabic letters that are written several ways for one name (hamzas, tā marbūṭa, alif maqṣūra). */
const ARABIC_VARIANTS: Array<[RegExp, string]> = [
  [/[أإآٱ]/g, "ا"],
  [/ة/g, "ه"],
  [/ى/g, "ي"],
];

/**
 * A name's words as compared: case, accents and Arabic diacritics dropped, hyphens and
 * apostrophes as spaces, and the article joined to its word ("Al-Harbi", "Al Harbi" and
 * "Alharbi" are one word).
 */
export function nameWords(name: string): string[] {
  let text = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  for (const [pattern, letter] of ARABIC_VARIANTS) text = text.replace(pattern, letter);
  const words = text.replace(/[^\p{L}]+/gu, " ").trim().split(" ").filter(Boolean);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if ((word === "al" || word === "el") && next) {
      joined.push(`${word}${next}`);
      i += 1;
    } else joined.push(word);
  }
  return joined;
}

/**
 * Same person: the same birth date, and the same first and last name. An insurer keeps the full
 * four-part name while a patient often types two, so the middle names are not compared.
 */
export function samePerson(member: Person, patient: Person): boolean {
  if (!member.birthDate || member.birthDate !== patient.birthDate) return false;
  const a = nameWords(member.name);
  const b = nameWords(patient.name);
  return a.length > 0 && b.length > 0 && a[0] === b[0] && a.at(-1) === b.at(-1);
}

/**
 * Who a visit is for, as the booking gives them: a family member as kept, or the name typed for
 * the visit with the birth date given with the insurance, else the signed-in patient's profile's.
 */
export async function visitPatient(
  db: Db,
  o: { member: { fullName: string; dateOfBirth: string } | undefined; user: UserRow | null; name: string; birthDate: string | undefined },
): Promise<Person> {
  if (o.member) return { name: o.member.fullName, birthDate: o.member.dateOfBirth };
  if (o.birthDate || !o.user) return { name: o.name, birthDate: o.birthDate ?? null };
  const [profile] = await db.select({ birthDate: patientProfiles.dateOfBirth }).from(patientProfiles).where(eq(patientProfiles.userId, o.user.id)).limit(1);
  return { name: o.name, birthDate: profile?.birthDate ?? null };
}
