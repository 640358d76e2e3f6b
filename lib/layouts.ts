/** The page layouts of SPEC §2; each is a route group under app/[locale]/. */
export const LAYOUTS = ["default", "breadcrumb", "contact", "landing", "sign", "survey"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const DEFAULT_LAYOUT: LayoutName = "default";

/** A layout name from the CMS or a route; anything unknown falls back to "default" (SPEC §2). */
export function resolveLayout(name: unknown): LayoutName {
  return typeof name === "string" && (LAYOUTS as readonly string[]).includes(name)
    ? (name as LayoutName)
    : DEFAULT_LAYOUT;
}
