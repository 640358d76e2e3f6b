import "server-only";
import { cache } from "react";
import { SiteGeneralResponseSchema } from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";
import type { Currency } from "@/lib/contract/common";

export type SocialNetwork = "facebook" | "x" | "instagram" | "youtube" | "linkedin" | "snapchat" | "tiktok";

export type SiteSettings = {
  siteName: string;
  siteDescription: string;
  logo: string;
  favicon: string;
  /** The unified support WhatsApp number, as displayed (e.g. "+966 55 000 1984"). */
  whatsapp: string;
  phone: string;
  email: string;
  address: string;
  workingHours: string;
  copyright: string;
  currency: Currency;
  businessUnitId: number;
  /** Only the networks that have a URL, in a stable order. */
  social: { network: SocialNetwork; url: string }[];
};

const NETWORKS: readonly SocialNetwork[] = ["facebook", "x", "instagram", "youtube", "linkedin", "snapchat", "tiktok"];

/**
 * GET /api/settings/Site/general (SPEC §7; the one read without a bearer token). Cached in the
 * data cache and deduplicated per render, so the layout, header and footer share one call.
 */
export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSettings> => {
  const body = await apiGet("/api/settings/Site/general", {
    locale,
    auth: false,
    schema: SiteGeneralResponseSchema,
    tags: [CacheTags.settings],
    lastGood: true,
  });
  const g = body.data.general;
  return {
    siteName: g.site_name,
    siteDescription: g.site_description,
    logo: g.logo,
    favicon: g.favicon,
    whatsapp: g.whatsapp,
    phone: g.phone,
    email: g.email,
    address: g.address,
    workingHours: g.working_hours,
    copyright: g.copyright,
    currency: g.currency,
    businessUnitId: g.business_unit_id,
    social: NETWORKS.flatMap((network) => {
      const url = g[network]?.trim();
      return url ? [{ network, url }] : [];
    }),
  };
});
