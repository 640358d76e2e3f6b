"use client";

import type { ComponentProps } from "react";
import { lazyCards } from "@/components/ui/lazy-cards";
import type { CollectionJsonLd } from "./collection-json-ld";

/**
 * A list page's CollectionPage JSON-LD drawn from its items (collection-json-ld.tsx), its code
 * after the page's first load (lazy-cards.tsx): as first-load code it cost the content lists
 * 0.60 kB gzipped, more than they have to spare (tests/e2e/js-budget.spec.ts), the offers list too.
 */
export const LazyCollectionJsonLd = lazyCards<ComponentProps<typeof CollectionJsonLd>>(() => import("./collection-json-ld").then((module) => module.CollectionJsonLd));
