import type { ReactNode } from "react";
import { vi } from "vitest";

/**
 * A stand-in for lib/i18n/navigation in component tests: a plain link and a router whose push is a
 * spy. `vi.mock("@/lib/i18n/navigation", () => import("../support/i18n-navigation"))`.
 */
export const Link = ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
  <a href={typeof href === "string" ? href : "#"} {...rest}>
    {children}
  </a>
);

export const useRouter = () => ({ push: vi.fn() });
