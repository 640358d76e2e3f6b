import { z } from "zod";
import { CurrencySchema, ImageSchema, ImageVariantsSchema } from "./common";

export const CountrySchema = z.enum(["SA", "EG"]);

export const BusinessUnitSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  country: CountrySchema,
  city: z.string(),
  currency: CurrencySchema,
  founded_year: z.number().int(),
  image: ImageSchema,
  slug_ar: z.string(),
  slug_en: z.string(),
});
export type BusinessUnit = z.infer<typeof BusinessUnitSchema>;

export const BusinessUnitQuerySchema = z.object({ bu: z.string().min(1).optional() });
export const BusinessUnitResponseSchema = z.object({
  data: z.object({ data: z.union([BusinessUnitSchema, z.array(BusinessUnitSchema)]) }),
});

export const SiteGeneralSchema = z.object({
  site_name: z.string(),
  site_description: z.string(),
  logo: z.string(),
  favicon: z.string(),
  whatsapp: z.string().describe("Unified support WhatsApp number"),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  working_hours: z.string(),
  copyright: z.string(),
  currency: CurrencySchema,
  business_unit_id: z.number().int(),
  facebook: z.string().optional(),
  x: z.string().optional(),
  instagram: z.string().optional(),
  youtube: z.string().optional(),
  linkedin: z.string().optional(),
  snapchat: z.string().optional(),
  tiktok: z.string().optional(),
});
export type SiteGeneral = z.infer<typeof SiteGeneralSchema>;
export const SiteGeneralResponseSchema = z.object({ data: z.object({ general: SiteGeneralSchema }) });

const NavEntryBaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string().describe('Internal route, leading slash, no locale ("/" for home)'),
  order: z.number().int(),
});
export const NavEntrySchema = NavEntryBaseSchema.extend({ children: z.array(NavEntryBaseSchema).optional() });
export type NavEntry = z.infer<typeof NavEntrySchema>;
export const PageConfigurationsResponseSchema = z.object({
  data: z.object({
    header: z.array(NavEntrySchema),
    footer: z.array(NavEntrySchema),
    webMore: z.array(NavEntrySchema),
  }),
});
export type PageConfigurations = z.infer<typeof PageConfigurationsResponseSchema>["data"];

export const RedirectSchema = z.object({
  from: z.string().describe("Path as the browser sends it (non-ASCII URL-encoded)"),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof RedirectSchema>;
export const RedirectsResponseSchema = z.object({ data: z.array(RedirectSchema) });

export const SliderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: ImageVariantsSchema,
  link: z.string(),
  link_text: z.string(),
  order: z.number().int(),
});
export type Slider = z.infer<typeof SliderSchema>;
export const SlidersResponseSchema = z.object({ data: z.array(SliderSchema) });

export const SeoEntrySchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  image: ImageSchema,
});
export type SeoEntry = z.infer<typeof SeoEntrySchema>;
export const SeoParamSchema = z.object({ page: z.string().min(1) });
export const SeoResponseSchema = z.object({ data: z.record(z.string(), SeoEntrySchema) });

export const NumberStatSchema = z.object({ value: z.string(), label: z.string() });
export const AboutUsSettingsSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: ImageSchema,
  founded_year: z.number().int(),
  numbers: z.array(NumberStatSchema),
});
export type AboutUsSettings = z.infer<typeof AboutUsSettingsSchema>;
export const AboutUsSettingsResponseSchema = z.object({ data: z.object({ about_us: AboutUsSettingsSchema }) });

export const AboutUsPageSchema = z.object({
  title: z.string(),
  intro: z.string(),
  image: ImageSchema,
  history: z.array(z.object({ year: z.number().int(), title: z.string(), text: z.string() })),
  mission: z.string(),
  vision: z.string(),
  values: z.array(z.object({ title: z.string(), text: z.string() })),
  numbers: z.array(NumberStatSchema),
});
export type AboutUsPage = z.infer<typeof AboutUsPageSchema>;
export const AboutUsPageResponseSchema = z.object({ data: AboutUsPageSchema });
