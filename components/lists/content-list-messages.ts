import { CARD_FRAME_MESSAGES } from "@/components/content/card-frame-messages";
import { CONTENT_CARD_FACTS } from "@/components/content/content-card-messages";
import { CONTENT_KINDS, KINDS, type ContentKind } from "@/lib/content/kinds";
import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";

/** What every content list's code says: its status line, "load more", its failure and its page links. */
const LIST_KEYS = ["loadMore", "loading", "pagination", "previous", "next", "page", "showing", "loadError"] as const;

/** The search form's words, for the kinds searched by name (content-search-form.tsx). */
const SEARCH_KEYS = ["searchLabel", "searchPlaceholder", "search", "clearSearch"] as const;


/**
 * The messages a list of one content kind reads in the browser (content-list-markup.tsx, then
 * content-list.tsx on intent), and only those: its cards' fact and frame, the list's words (its
 * search's only where it has one), the failure's and its own empty state. The lists sent every
 * kind's words before (0.3 kB more on the news list). tests/unit/content/content-list-messages.test.tsx
 * draws each kind's list with only these, loading, failing and searching, and fails on a missing one.
 */
export const CONTENT_LIST_MESSAGES = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [
    kind,
    mergedPicks(CARD_FRAME_MESSAGES, CONTENT_CARD_FACTS[kind], {
      lists: KINDS[kind].searchable ? [...LIST_KEYS, ...SEARCH_KEYS] : LIST_KEYS,
      empty: ["noInfo", KINDS[kind].empty],
    }),
  ]),
) as Record<ContentKind, MessagesPick>;
