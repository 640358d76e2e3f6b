import "server-only";
import { cache } from "react";
import { arrayOf, dataOf } from "@/lib/contract/common";
import {
  LandingPageSchema,
  LandingPageSummarySchema,
  SurveySchema,
  SurveySummarySchema,
  type LandingPage,
  type LandingPageSummary,
  type Survey,
  type SurveySummary,
} from "@/lib/contract/engagement";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";

/** Surveys and landing pages change with campaigns; five minutes in the data cache is enough. */
const REVALIDATE = 300;

/** The surveys of one business unit (BU-ID). */
export const getSurveys = cache(async (locale: Locale, buId: number): Promise<SurveySummary[]> => {
  return (await apiGet("/api/surveys", { locale, buId, schema: arrayOf(SurveySummarySchema), tags: ["surveys"], revalidate: REVALIDATE })).data;
});

/** One survey of a business unit; rejects with ApiError 404 when there is none by that slug. */
export const getSurvey = cache(async (locale: Locale, buId: number, slug: string): Promise<Survey> => {
  return (
    await apiGet(`/api/surveys/${encodeURIComponent(slug)}`, { locale, buId, schema: dataOf(SurveySchema), tags: ["surveys"], revalidate: REVALIDATE })
  ).data;
});

export const getLandingPages = cache(async (locale: Locale): Promise<LandingPageSummary[]> => {
  return (await apiGet("/api/landing_pages", { locale, schema: arrayOf(LandingPageSummarySchema), tags: ["landing-pages"], revalidate: REVALIDATE })).data;
});

/** A landing page by its Arabic or English slug; rejects with ApiError 404 when unknown. */
export const getLandingPage = cache(async (locale: Locale, slug: string): Promise<LandingPage> => {
  return (
    await apiGet(`/api/landing_pages/${encodeURIComponent(slug)}`, {
      locale,
      schema: dataOf(LandingPageSchema),
      tags: ["landing-pages"],
      revalidate: REVALIDATE,
    })
  ).data;
});
