import { z } from "zod";
import { intParam } from "./common";
import { DoctorSchema } from "./broker";
import { ClinicSchema, ContentItemSchema, NewsSchema, OfferSchema } from "./content";
import { PostSchema } from "./posts";

export const SiteSearchQuerySchema = z.object({
  s: z.string({ error: "The s field is required." }).trim().min(1, { error: "The s field is required." }),
  limit: intParam("limit", 1, 50).describe("Per group (default 5)"),
});
export const SiteSearchResponseSchema = z.object({
  data: z.object({
    doctors: z.array(DoctorSchema),
    offers: z.array(OfferSchema),
    posts: z.array(PostSchema),
    clinics: z.array(ClinicSchema),
    services: z.array(ContentItemSchema),
    news: z.array(NewsSchema),
  }),
});
export type SiteSearchResults = z.infer<typeof SiteSearchResponseSchema>["data"];
