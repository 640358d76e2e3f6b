import { create } from "zustand";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The slugs of the item shown on a detail page, per language (SPEC §4: a detail publishes both
 * language slugs so the language switch can build the other URL).
 *
 * Written only from an effect in the browser (<PublishAlternateSlugs />), so the module-level
 * store is never shared between server renders of different visitors.
 */
export type AlternateSlugs = Record<Locale, string> & {
  /** The route parameter the slugs fill; "slug" for every detail route of SPEC §2. */
  param?: string;
};

type State = {
  slugs: AlternateSlugs | null;
  publish: (slugs: AlternateSlugs) => void;
  clear: () => void;
};

export const useAlternateSlugs = create<State>()((set) => ({
  slugs: null,
  publish: (slugs) => set({ slugs }),
  clear: () => set({ slugs: null }),
}));
