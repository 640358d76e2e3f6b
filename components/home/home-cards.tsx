"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";
import { lazyCards } from "@/components/ui/lazy-cards";
import type { HomeCardRowProps } from "./home-card-rows";
import type { KeptHomeCardRowProps } from "./kept-home-card-row";

/**
 * The home page's rows of cards that run in the browser (the doctors' next free times, a
 * testimonial's slide), drawn from each card's data (home-card-rows.tsx), their code loaded after
 * the page's first load (lazy-cards.tsx): the home page has no first-load JavaScript to spare for
 * them (tests/e2e/js-budget.spec.ts).
 */
export const HomeCards = lazyCards<HomeCardRowProps>(() => import("./home-card-rows").then((module) => module.HomeCardRow));

/**
 * The rows that only show links, pictures and words (services, news, offers, articles, the group's
 * units), drawn by the server and kept as it wrote them: the browser neither loads their code nor
 * hydrates them (kept-from-server.tsx). Hydrating them formatted every card's date and price again,
 * and building those `Intl` formatters was the longest part of the home page's hydration. A client
 * navigation to the home page draws them from the same data, their code loaded then.
 */
export const KeptHomeCards = keptFromServer<KeptHomeCardRowProps>(
  () => import("./kept-home-card-row").then((module) => module.KeptHomeCardRow),
  "contents",
  // Their cards read their words from next-intl (the page's card messages).
  { drawnInBrowser: true, readsContext: true },
);
