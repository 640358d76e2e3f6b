-- An appointment the insurer pays in full is "covered" (its claim to the insurer pending), never
-- "paid": nothing was paid. A covered appointment always carries the insurance it was checked with.
ALTER TABLE "booking_appointments" DROP CONSTRAINT "booking_appointments_status_check";
--> statement-breakpoint
ALTER TABLE "booking_appointments" ADD CONSTRAINT "booking_appointments_status_check" CHECK ("status" IN ('paid', 'not_paid', 'pending', 'covered'));
--> statement-breakpoint
ALTER TABLE "booking_appointments" ADD CONSTRAINT "booking_appointments_covered_insured" CHECK ("status" <> 'covered' OR "insurance" IS NOT NULL);
