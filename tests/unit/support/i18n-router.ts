import { vi } from "vitest";

/**
 * A stand-in for lib/i18n/router in component tests: a router whose push is a spy.
 * `vi.mock("@/lib/i18n/router", () => import("../support/i18n-router"))`.
 */
export const useRouter = () => ({ push: vi.fn() });
