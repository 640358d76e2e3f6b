import type { ContentKind } from "@/lib/content/kinds";

/**
 * Ids of a list's search controls, the same in the server's markup and in the interactive list,
 * so the focus stays on the control the visitor used when one replaces the other.
 */
export const contentSearchIds = (kind: ContentKind) => ({ input: `${kind}-search`, submit: `${kind}-search-submit` });
