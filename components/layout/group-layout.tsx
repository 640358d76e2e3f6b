import type { ReactNode } from "react";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { LayoutName } from "@/lib/layouts";
import { SiteChrome } from "./site-chrome";

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/** How each SPEC §2 layout frames its pages. */
const FRAMES: Record<LayoutName, { variant: "full" | "minimal"; mainClassName?: string }> = {
  default: { variant: "full" },
  // Pages render <Breadcrumb /> first, then their content.
  breadcrumb: { variant: "full" },
  contact: { variant: "full", mainClassName: "flex-1 bg-surface pb-16 focus:outline-none" },
  landing: { variant: "minimal" },
  sign: {
    variant: "full",
    mainClassName: "flex flex-1 items-start justify-center bg-surface px-4 py-10 focus:outline-none md:py-16",
    // Each page sends its forms the messages they read, from a list beside its code
    // (components/account/sign-in-messages.ts, sign-up-messages.ts…; AccountCard's `messages`).
  },
  survey: { variant: "minimal", mainClassName: "flex-1 bg-surface py-10 focus:outline-none" },
};

/**
 * Builds the layout.tsx of a route group: validates the locale and sets it for the request
 * (`pageLocale`, which keeps the route static), and frames the pages with the site chrome of that layout.
 */
export function createGroupLayout(name: LayoutName) {
  const frame = FRAMES[name];
  async function GroupLayout({ children, params }: LayoutProps) {
    const locale = pageLocale((await params).locale);
    return (
      <SiteChrome locale={locale} variant={frame.variant} mainClassName={frame.mainClassName}>
        {children}
      </SiteChrome>
    );
  }
  GroupLayout.displayName = `${name}Layout`;
  return GroupLayout;
}
