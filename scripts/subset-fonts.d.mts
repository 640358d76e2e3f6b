export interface FontEntry {
  source: string;
  target: string;
}
export const WEIGHTS: { min: number; max: number };
export const FONTS: FontEntry[];
export function sourceFont(font: FontEntry): Promise<Buffer>;
export function cutFont(font: FontEntry): Promise<Buffer>;
export function describeFont(bytes: Buffer): Promise<{ characters: number[]; weight: { min: number; max: number } }>;
