import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// next-intl's own Link; the site's `Link` (navigation.ts) wraps it to prefetch on intent and to
// respect the visitor's connection (no prefetch on 2g or with the data saver on).
export const { Link: IntlLink } = createNavigation(routing);
