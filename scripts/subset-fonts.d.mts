export interface FontEntry {
  source: string;
  target: string;
  /** A face cut to these characters (a CSS `unicode-range` list); without it, every glyph is kept. */
  unicodeRange?: string;
}
export const WEIGHTS: { min: number; max: number };
export const DIGITS_RANGE: string;
export const FONTS: FontEntry[];
export function inUnicodeRange(range: string, codePoint: number): boolean;
export function sourceFont(font: FontEntry): Promise<Buffer>;
export function cutFont(font: FontEntry): Promise<Buffer>;
export function describeFont(bytes: Buffer): Promise<{ characters: number[]; weight: { min: number; max: number } }>;
