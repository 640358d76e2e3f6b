import type { Locale } from "@/lib/i18n/routing";
import type { FooterSupportText } from "./footer-support";
import type { NavHref } from "./nav-href";

export type FooterLink = { id: number; title: string; href: NavHref };

export type FooterSocialLink = {
  network: string;
  url: string;
  /** "Facebook (opens in a new tab)". */
  label: string;
  /** Whether the stylesheet draws this network's mark (`.footer-social .social-<network>`). */
  drawn: boolean;
};

/**
 * What the full footer's columns show, every text already in the page's language: the props of
 * FooterGrid, sent in the page's payload instead of the columns' markup.
 */
export type FooterGridData = {
  /** The page's language, which the links' localized paths are written in. */
  locale: Locale;
  siteName: string;
  homeLabel: string;
  about: string;
  newTab: string;
  support: FooterSupportText | null;
  units: { title: string; items: Array<{ id: number; name: string; phone: string | null; call: string }> };
  links: { title: string; items: FooterLink[] };
  more: { title: string; items: FooterLink[] };
  social: { title: string; items: FooterSocialLink[] };
};
