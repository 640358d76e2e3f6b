import "server-only";
import { cache } from "react";
import {
  AboutUsPageResponseSchema,
  AboutUsSettingsResponseSchema,
  type AboutUsPage,
  type AboutUsSettings,
} from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";

export type AboutSettings = {
  title: string;
  subtitle: string;
  /** CMS HTML. */
  description: string;
  image: AboutUsSettings["image"];
  foundedYear: number;
  numbers: AboutUsSettings["numbers"];
};

export type AboutPage = {
  title: string;
  /** CMS HTML. */
  intro: string;
  image: AboutUsPage["image"];
  history: AboutUsPage["history"];
  mission: string;
  vision: string;
  values: AboutUsPage["values"];
  numbers: AboutUsPage["numbers"];
};

/** GET /api/settings/Site/about_us (SPEC §7). */
export const getAboutSettings = cache(async (locale: Locale): Promise<AboutSettings> => {
  const body = await apiGet("/api/settings/Site/about_us", {
    locale,
    schema: AboutUsSettingsResponseSchema,
    tags: [CacheTags.aboutUs],
  });
  const a = body.data.about_us;
  return {
    title: a.title,
    subtitle: a.subtitle,
    description: a.description,
    image: a.image,
    foundedYear: a.founded_year,
    numbers: a.numbers,
  };
});

/** GET /api/about_us_page (SPEC §7). */
export const getAboutPage = cache(async (locale: Locale): Promise<AboutPage> => {
  const body = await apiGet("/api/about_us_page", {
    locale,
    schema: AboutUsPageResponseSchema,
    tags: [CacheTags.aboutUs],
  });
  const p = body.data;
  return {
    title: p.title,
    intro: p.intro,
    image: p.image,
    history: p.history,
    mission: p.mission,
    vision: p.vision,
    values: p.values,
    numbers: p.numbers,
  };
});
