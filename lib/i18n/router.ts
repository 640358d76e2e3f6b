import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Client navigation for the forms that go on after they submit (to a localized route). Paths and
// redirects are paths.ts's; links are navigation.ts's.
export const { useRouter } = createNavigation(routing);
