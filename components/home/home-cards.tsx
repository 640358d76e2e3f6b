"use client";

import { lazyCards } from "@/components/ui/lazy-cards";
import type { HomeCardRowProps } from "./home-card-rows";

/**
 * The home page's rows of cards, drawn in the browser from each card's data (home-card-rows.tsx),
 * their code loaded after the page's first load (lazy-cards.tsx): the home page has no first-load
 * JavaScript to spare for them (tests/e2e/js-budget.spec.ts).
 */
export const HomeCards = lazyCards<HomeCardRowProps>(() => import("./home-card-rows").then((module) => module.HomeCardRow));
