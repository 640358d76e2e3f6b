import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
export { SmartLink as Link } from "@/lib/navigation/smart-link";
