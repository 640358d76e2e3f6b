import type { Locale } from "@/lib/i18n/routing";
import type { FooterSupportText } from "./footer-support";
import type { MenuEntry } from "./menu-entry";

export type FooterSocialLink = {
  network: string;
  url: string;
  /** The network's name ("Facebook"); the view adds "(opens in a new tab)". */
  name: string;
};

/**
 * What the full footer's columns show, every text already in the page's language: the props of
 * FooterGrid, sent in the page's payload instead of the columns' markup. Every page carries it, so
 * each text is written once: links with their paths already written (as the header's entries are),
 * and what a view can compose from one part (a unit's "Call …" label, "(opens in a new tab)") sent
 * as that part.
 */
export type FooterGridData = {
  /** The page's language, which the logo's link is written in. */
  locale: Locale;
  siteName: string;
  homeLabel: string;
  about: string;
  /** Read after each link to another site: "(opens in a new tab)". */
  newTab: string;
  support: Omit<FooterSupportText, "newTab"> | null;
  units: {
    title: string;
    /** A unit's phone link is named `${call[0]}${name}${call[1]}: ${phone}` ("Call Al Nada Dental Centre: 920001987"). */
    call: [before: string, after: string];
    items: Array<{ id: number; name: string; phone: string | null }>;
  };
  links: { title: string; items: MenuEntry[] };
  more: { title: string; items: MenuEntry[] };
  social: { title: string; items: FooterSocialLink[] };
};
