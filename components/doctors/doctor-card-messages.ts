import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages a doctor card (doctor-card.tsx) reads in the browser: its own words and its band of
 * next times (next-slots-frame.tsx, next-slots-live.tsx, next-slots-failed.tsx). Every subtree that
 * draws doctor cards on the client sends this list (the home page's row, a doctor's related doctors).
 */
export const DOCTOR_CARD_MESSAGES = { doctors: ["slots", "card"] } as const satisfies MessagesPick;
