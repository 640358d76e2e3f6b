/**
 * URL slugs: English kebab-case, Arabic kept in Arabic script (e.g. `طب-الأطفال`). Tashkeel is
 * dropped so a slug never depends on optional diacritics.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Deterministic PRNG (mulberry32) so every seed run produces identical content. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** Dates relative to the day the seed runs, so "upcoming" and "expired" stay meaningful. */
export function daysFromNow(days: number, hour = 9, minute = 0, utcOffsetHours = 3): Date {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour - utcOffsetHours, minute));
  return d;
}

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The nth item of a list, cycling. */
export const cycle = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
