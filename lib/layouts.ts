/** The page layouts of SPEC §2; each is a route group under app/[locale]/, so none is ever unknown. */
export type LayoutName = "default" | "breadcrumb" | "contact" | "landing" | "sign" | "survey";
