"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";
import { lazyCards } from "@/components/ui/lazy-cards";
import type { HomeCardRowProps } from "./home-card-rows";

/** A row of cards with nothing to do in the browser once drawn: links, pictures, words (a testimonial too). */
type KeptHomeCardRowProps = Exclude<HomeCardRowProps, { kind: "doctors" }>;

/**
 * The home page's row of cards that runs in the browser (the doctors' next free times), drawn from
 * each card's data (home-card-rows.tsx), its code loaded after the page's first load
 * (lazy-cards.tsx): the home page has no first-load JavaScript to spare for it
 * (tests/e2e/js-budget.spec.ts).
 */
export const HomeCards = lazyCards<Extract<HomeCardRowProps, { kind: "doctors" }>>(() => import("./home-card-rows").then((module) => module.HomeCardRow));

/**
 * The rows that only show links, pictures and words (services, news, offers, articles, the group's
 * units, each testimonial of the carousel, which moves the slide around it), drawn by the server
 * and kept as it wrote them: the browser neither loads their code nor hydrates them
 * (kept-from-server.tsx). Hydrating them drew every card again, its dates and prices formatted by
 * `Intl` formatters built for that (the offers' dates alone: 150 ms of a profile at 4× CPU). A client
 * navigation to the home page draws them from the same data, their code loaded then.
 */
export const KeptHomeCards = keptFromServer<KeptHomeCardRowProps>(
  () => import("./home-card-rows").then((module) => module.HomeCardRow),
  "contents",
  // Their cards read their words from next-intl (the page's card messages).
  { drawnInBrowser: true, readsContext: true },
);
