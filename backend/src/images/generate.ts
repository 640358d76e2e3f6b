import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Seed artwork, drawn from SVG and encoded to webp with sharp: calm abstract shapes in the brand's
 * teal palette, with no text (nothing to translate). Items share a small pool of images, so the
 * whole set renders in a few seconds, and files that already exist are kept.
 */

const PALETTE = ["#0e6463", "#14807d", "#2a9d97", "#5fc2ba", "#a8ddd6", "#e6f4f2"] as const;
const ACCENTS = ["#f2c57c", "#e98a6b", "#ffffff", "#cfe8f3"] as const;

export const POOL = { sliders: 8, cards: 16, doctorsPerGender: 6 } as const;

export const sliderImage = (n: number) => ({
  mobile: `sliders/slide-${n}-mobile.webp`,
  desktop: `sliders/slide-${n}-desktop.webp`,
});
export const cardImage = (n: number) => ({
  mobile: `cards/card-${((n - 1) % POOL.cards) + 1}-mobile.webp`,
  desktop: `cards/card-${((n - 1) % POOL.cards) + 1}-desktop.webp`,
});
export const doctorImage = (gender: "m" | "f", n: number) => {
  const i = ((n - 1) % POOL.doctorsPerGender) + 1;
  return { mobile: `doctors/doctor-${gender}-${i}-mobile.webp`, desktop: `doctors/doctor-${gender}-${i}-desktop.webp` };
};
export const BREADCRUMB_IMAGE = {
  mobile: "breadcrumbs/default-breadcrumb-mobile.webp",
  desktop: "breadcrumbs/default-breadcrumb.webp",
};
export const LOGO = "brand/logo.svg";

/** Deterministic PRNG so every machine draws the same pictures. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function abstractScene(seed: number, w: number, h: number): string {
  const rnd = random(seed);
  const from = pick(rnd, PALETTE.slice(0, 3));
  const to = pick(rnd, PALETTE.slice(3));
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = (0.15 + rnd() * 0.45) * Math.max(w, h) * 0.5;
    shapes.push(
      `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${pick(rnd, [...PALETTE, ...ACCENTS])}" fill-opacity="${(0.12 + rnd() * 0.25).toFixed(2)}"/>`,
    );
  }
  const wave = (y: number, amp: number, fill: string, opacity: number) =>
    `<path d="M0 ${y} C ${w * 0.25} ${y - amp} ${w * 0.5} ${y + amp} ${w} ${y - amp * 0.5} L ${w} ${h} L 0 ${h} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join("")}
${wave(h * (0.6 + rnd() * 0.15), h * 0.12, "#ffffff", 0.18)}${wave(h * (0.75 + rnd() * 0.1), h * 0.08, PALETTE[0], 0.25)}
</svg>`;
}

/** An abstract head-and-shoulders silhouette: no face, so no one is misrepresented. */
function avatar(seed: number, gender: "m" | "f", w: number, h: number): string {
  const rnd = random(seed);
  const bg = pick(rnd, PALETTE.slice(3));
  const coat = "#ffffff";
  const accent = pick(rnd, PALETTE.slice(0, 3));
  const cx = w / 2;
  const head = w * 0.17;
  const hair =
    gender === "f"
      ? `<ellipse cx="${cx}" cy="${h * 0.42}" rx="${head * 1.3}" ry="${head * 1.55}" fill="${accent}" fill-opacity="0.5"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${w * 0.85}" cy="${h * 0.12}" r="${w * 0.3}" fill="#ffffff" fill-opacity="0.2"/>
${hair}<circle cx="${cx}" cy="${h * 0.36}" r="${head}" fill="${accent}" fill-opacity="0.85"/>
<path d="M ${w * 0.12} ${h} Q ${w * 0.14} ${h * 0.6} ${cx} ${h * 0.58} Q ${w * 0.86} ${h * 0.6} ${w * 0.88} ${h} Z" fill="${coat}"/>
<path d="M ${cx - w * 0.08} ${h * 0.6} L ${cx} ${h * 0.78} L ${cx + w * 0.08} ${h * 0.6} Z" fill="${accent}" fill-opacity="0.7"/>
</svg>`;
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">
<rect width="96" height="96" rx="22" fill="${PALETTE[0]}"/><path d="M40 20h16v20h20v16H56v20H40V56H20V40h20z" fill="#ffffff"/>
<circle cx="48" cy="48" r="7" fill="${ACCENTS[0]}"/></svg>`;
}

interface Job {
  file: string;
  svg: () => string;
  width: number;
  height: number;
}

function jobs(): Job[] {
  const list: Job[] = [];
  const add = (file: string, width: number, height: number, svg: () => string) => list.push({ file, width, height, svg });
  for (let n = 1; n <= POOL.sliders; n++) {
    const img = sliderImage(n);
    add(img.desktop, 1600, 600, () => abstractScene(100 + n, 1600, 600));
    add(img.mobile, 640, 400, () => abstractScene(100 + n, 640, 400));
  }
  for (let n = 1; n <= POOL.cards; n++) {
    const img = cardImage(n);
    add(img.desktop, 800, 500, () => abstractScene(200 + n, 800, 500));
    add(img.mobile, 640, 400, () => abstractScene(200 + n, 640, 400));
  }
  for (const g of ["m", "f"] as const) {
    for (let n = 1; n <= POOL.doctorsPerGender; n++) {
      const img = doctorImage(g, n);
      const seed = (g === "m" ? 300 : 400) + n;
      add(img.desktop, 480, 600, () => avatar(seed, g, 480, 600));
      add(img.mobile, 240, 300, () => avatar(seed, g, 240, 300));
    }
  }
  add(BREADCRUMB_IMAGE.desktop, 1600, 300, () => abstractScene(7, 1600, 300));
  add(BREADCRUMB_IMAGE.mobile, 640, 240, () => abstractScene(7, 640, 240));
  return list;
}

/** Writes missing images; returns how many were created. */
export async function generateImages(storageDir: string): Promise<number> {
  const logoFile = path.join(storageDir, LOGO);
  if (!existsSync(logoFile)) {
    mkdirSync(path.dirname(logoFile), { recursive: true });
    writeFileSync(logoFile, logo());
  }
  const missing = jobs().filter((j) => !existsSync(path.join(storageDir, j.file)));
  // A few at a time: sharp already uses a thread pool, more just queues.
  const queue = [...missing];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const out = path.join(storageDir, job.file);
      mkdirSync(path.dirname(out), { recursive: true });
      await sharp(Buffer.from(job.svg())).resize(job.width, job.height).webp({ quality: 78 }).toFile(out);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return missing.length;
}
