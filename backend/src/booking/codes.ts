import { randomBytes, randomInt } from "node:crypto";

// No 0/O, 1/I: the code is read out over the phone at the reception desk.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A reservation code such as "BK-7QX4M2PA". */
export function reservationCode(): string {
  const bytes = randomBytes(8);
  let code = "";
  for (const b of bytes) code += ALPHABET[b % ALPHABET.length];
  return `BK-${code}`;
}

export const fourDigitCode = () => String(randomInt(0, 10_000)).padStart(4, "0");
