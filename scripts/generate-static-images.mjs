// Generates the site's own static images into public/ (committed): the image fallback and the
// icons, calm abstract shapes in the brand palette, no text. (The breadcrumb's default band is
// drawn by the stylesheet: `.breadcrumb-band` in styles/globals.css.) Run with `node scripts/generate-static-images.mjs` after changing the artwork.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const BRAND = { 50: "#eef8f7", 100: "#cde9e6", 200: "#aadfd9", 300: "#6cc3b9", 600: "#0f766e", 700: "#115e59", 900: "#0b3b38" };
const ACCENT = "#c2410c";

const fallback = (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${BRAND[50]}"/>
  <circle cx="${w * 0.8}" cy="${h * 0.15}" r="${h * 0.45}" fill="${BRAND[100]}"/>
  <circle cx="${w * 0.15}" cy="${h * 0.95}" r="${h * 0.4}" fill="${BRAND[100]}" fill-opacity="0.7"/>
  <g transform="translate(${w / 2 - 48} ${h / 2 - 48})">
    <rect width="96" height="96" rx="24" fill="${BRAND[200]}"/>
    <path d="M38 20h20v18h18v20H58v18H38V58H20V38h18Z" fill="#ffffff"/>
  </g>
</svg>`;

const icon = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="11" fill="${BRAND[600]}"/>
  <path d="M16.5 9.5h7v7h7v7h-7v7h-7v-7h-7v-7h7Z" fill="#ffffff"/>
  <circle cx="30.5" cy="9.5" r="3" fill="${ACCENT}"/>
</svg>`;

const outputs = [
  ["images/fallback.webp", fallback(800, 500), "webp"],
  ["icon.png", icon(512), "png"],
  ["apple-icon.png", icon(180), "png"],
  ["favicon-32.png", icon(32), "png"],
  // Browsers ask for /favicon.ico whatever the page says; a PNG body is accepted by all of them.
  ["favicon.ico", icon(48), "png"],
];

for (const [file, svg, format] of outputs) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg));
  const buffer = format === "webp" ? await image.webp({ quality: 80 }).toBuffer() : await image.png().toBuffer();
  await writeFile(target, buffer);
  console.log(`${file}  ${buffer.length} bytes`);
}
