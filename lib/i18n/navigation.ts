import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// Client navigation only: the router of the forms that go on after they submit, and the Link of
// server components that render one. Paths and redirects are paths.ts's: importing this module into
// a server module brings next-intl's and Next's link components into the client code of its pages.
export const { useRouter } = createNavigation(routing);
export { SmartLink as Link } from "@/lib/navigation/smart-link";
