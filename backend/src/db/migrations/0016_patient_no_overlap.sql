ALTER TABLE "booking_reservations" ADD COLUMN "patient_user_id" integer;--> statement-breakpoint
ALTER TABLE "booking_reservations" ADD COLUMN "patient_mobile" text;--> statement-breakpoint
ALTER TABLE "booking_reservations" ADD CONSTRAINT "booking_reservations_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Whose visit each active appointment's time is. Rows booked before this migration may already
-- overlap (one patient at three doctors at once): every such row but the earliest keeps its patient
-- empty, so the constraints below can be added; they hold from here on.
UPDATE "booking_reservations" r SET "patient_user_id" = a."user_id", "patient_mobile" = a."patient_mobile"
FROM "booking_appointments" a
WHERE a."reservation_id" = r."id" AND a."cancelled_at" IS NULL AND r."status" IN ('held', 'booked');
--> statement-breakpoint
UPDATE "booking_reservations" r SET "patient_user_id" = NULL
WHERE r."patient_user_id" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "booking_reservations" e
	WHERE e."patient_user_id" = r."patient_user_id" AND e."status" IN ('held', 'booked')
		AND tstzrange(e."starts_at", e."ends_at", '[)') && tstzrange(r."starts_at", r."ends_at", '[)')
		AND (e."created_at", e."id") < (r."created_at", r."id")
);
--> statement-breakpoint
UPDATE "booking_reservations" r SET "patient_mobile" = NULL
WHERE r."patient_mobile" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "booking_reservations" e
	WHERE e."patient_mobile" = r."patient_mobile" AND e."status" IN ('held', 'booked')
		AND tstzrange(e."starts_at", e."ends_at", '[)') && tstzrange(r."starts_at", r."ends_at", '[)')
		AND (e."created_at", e."id") < (r."created_at", r."id")
);
--> statement-breakpoint
-- One patient is never in two places at once: the active appointments of one account, and of one
-- mobile (a guest's, or the mobile a signed-in patient booked with), never overlap in time, at any
-- doctor or branch. Half-open ranges let one visit end when the next begins.
ALTER TABLE "booking_reservations" ADD CONSTRAINT "booking_reservations_patient_no_overlap" EXCLUDE USING gist (
	"patient_user_id" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('held', 'booked') AND "patient_user_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "booking_reservations" ADD CONSTRAINT "booking_reservations_mobile_no_overlap" EXCLUDE USING gist (
	"patient_mobile" WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('held', 'booked') AND "patient_mobile" IS NOT NULL);
