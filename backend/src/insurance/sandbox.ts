import { createHash } from "node:crypto";
import type { Coverage, CoverageEligibilityRequest, CoverageEligibilityResponse, EligibilityProvider } from "./types";

/**
 * The sandbox insurer, outside production only: deterministic members so every case can be tried.
 *   - an ID number ending in 9 is no member of the insurer;
 *   - ending in 8: a member whose policy expired;
 *   - any other: a member in force; the class (and so the co-pay) follows the last digit:
 *     0 and 4 VIP (nothing to pay), 1 and 5 A, 2 and 6 B, 3 and 7 C.
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

export function sandboxAnswer(request: CoverageEligibilityRequest): CoverageEligibilityResponse {
  const identity = request.patient.identifier;
  const last = Number(identity.at(-1));
  if (last === 9) return { outcome: "not_member" };
  const seed = createHash("sha256").update(`${request.insurer.id}:${identity}`).digest();
  const cls = CLASSES[last % CLASSES.length]!;
  const expired = last === 8;
  const start = addYears(request.servicedDate, expired ? -2 : 0).slice(0, 8) + "01";
  const name = NAMES[seed[0]! % NAMES.length]!;
  const coverage: Coverage = {
    policy: `POL-${request.insurer.id}-${seed.readUInt32BE(1) % 1_000_000}`.padEnd(12, "0"),
    policyHolder: `Group policy ${(seed[9]! % 50) + 1}`,
    class: cls.name,
    network: `NET-${cls.name}`,
    start,
    expiry: addYears(start, 1),
    beneficiary: {
      name,
      gender: FEMALE.has(name) ? "female" : "male",
      memberId: `B${seed.readUInt32BE(5) % 100_000_000}`,
      relationship: "self",
      nationality: request.patient.system === "national_id" ? "SA" : NATIONALITIES[seed[10]! % NATIONALITIES.length]!,
      sponsor: request.patient.system === "iqama" ? `7${String(seed.readUInt32BE(11) % 1_000_000_000).padStart(9, "0")}` : "",
    },
  };
  if (expired) return { outcome: "not_inforce", coverage };
  return { outcome: "eligible", coverage, copay: { percent: cls.percent, maximum: cls.maximum } };
}

export const sandboxEligibility: EligibilityProvider = {
  name: "sandbox",
  countries: ["SA", "EG"],
  check: async (request) => sandboxAnswer(request),
};
