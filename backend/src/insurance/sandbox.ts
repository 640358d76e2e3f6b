import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { knownPerson, type SandboxPerson } from "./sandbox-members";
import type { Coverage, CoverageEligibilityRequest, CoverageEligibilityResponse, EligibilityProvider } from "./types";

/**
 * The sandbox insurer, outside production only: deterministic members so every case can be tried.
 *   - an ID number ending in 9 is no member of the insurer;
 *   - ending in 8: a member whose policy expired;
 *   - any other: a member in force; the class (and so the co-pay) follows the last digit:
 *     0 and 4 VIP (nothing to pay), 1 and 5 A, 2 and 6 B, 3 and 7 C.
 * The member is the person the hospital knows by that ID number (sandbox-members.ts), so a local
 * booking for them can be covered; any other ID number names a made-up member, whom no patient
 * matches, as a real insurer's stranger would not.
 */

const CLASSES = [
  { name: "VIP", percent: 0, maximum: null },
  { name: "A", percent: 10, maximum: 50 },
  { name: "B", percent: 20, maximum: 75 },
  { name: "C", percent: 30, maximum: 100 },
] as const;

const NAMES = ["Mohammed Al-Harbi", "Noura Al-Qahtani", "Khalid Al-Otaibi", "Reem Al-Zahrani", "Omar Al-Shehri", "Lama Al-Dossary"];
const FEMALE = new Set(["Noura Al-Qahtani", "Reem Al-Zahrani", "Lama Al-Dossary"]);
const NATIONALITIES = ["EG", "IN", "PK", "JO", "SD", "PH"];

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** A made-up member's birth date, 1950–2004, from the seed. */
const birthDateOf = (seed: Buffer) =>
  `${1950 + (seed[12]! % 55)}-${String(1 + (seed[13]! % 12)).padStart(2, "0")}-${String(1 + (seed[14]! % 28)).padStart(2, "0")}`;

export function sandboxAnswer(request: CoverageEligibilityRequest, person: SandboxPerson | null = null): CoverageEligibilityResponse {
  const identity = request.patient.identifier;
  const last = Number(identity.at(-1));
  if (last === 9) return { outcome: "not_member" };
  const seed = createHash("sha256").update(`${request.insurer.id}:${identity}`).digest();
  const cls = CLASSES[last % CLASSES.length]!;
  const expired = last === 8;
  const start = addYears(request.servicedDate, expired ? -2 : 0).slice(0, 8) + "01";
  const madeUp = NAMES[seed[0]! % NAMES.length]!;
  const name = person?.name ?? madeUp;
  const coverage: Coverage = {
    policy: `POL-${request.insurer.id}-${seed.readUInt32BE(1) % 1_000_000}`.padEnd(12, "0"),
    policyHolder: `Group policy ${(seed[9]! % 50) + 1}`,
    class: cls.name,
    network: `NET-${cls.name}`,
    start,
    expiry: addYears(start, 1),
    beneficiary: {
      name,
      birthDate: person?.birthDate ?? birthDateOf(seed),
      gender: person ? person.gender : FEMALE.has(madeUp) ? "female" : "male",
      memberId: `B${seed.readUInt32BE(5) % 100_000_000}`,
      relationship: "self",
      nationality: request.patient.system === "national_id" ? "SA" : NATIONALITIES[seed[10]! % NATIONALITIES.length]!,
      sponsor: request.patient.system === "iqama" ? `7${String(seed.readUInt32BE(11) % 1_000_000_000).padStart(9, "0")}` : "",
    },
  };
  if (expired) return { outcome: "not_inforce", coverage };
  return { outcome: "eligible", coverage, copay: { percent: cls.percent, maximum: cls.maximum } };
}

export const sandboxEligibility = (db: Db): EligibilityProvider => ({
  name: "sandbox",
  countries: ["SA", "EG"],
  check: async (request) => sandboxAnswer(request, await knownPerson(db, request.patient.identifier)),
});
