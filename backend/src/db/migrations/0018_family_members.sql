CREATE TABLE "family_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"relation" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"national_id" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_appointments" ADD COLUMN "family_member_id" integer;--> statement-breakpoint
ALTER TABLE "booking_appointments" ADD COLUMN "patient_relation" text;--> statement-breakpoint
ALTER TABLE "booking_reservations" ADD COLUMN "patient_family_member_id" integer;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_owner" ON "family_members" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "booking_appointments" ADD CONSTRAINT "booking_appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reservations" ADD CONSTRAINT "booking_reservations_patient_family_member_id_family_members_id_fk" FOREIGN KEY ("patient_family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- No overlapping visits is kept per person, not per account: the account holder (no member) and
-- each of their family members are told apart, so a parent and a child may be booked at the same
-- time, and one child never at two overlapping times. Rows so far are all the holder's (member 0).
ALTER TABLE "booking_reservations" DROP CONSTRAINT "booking_reservations_patient_no_overlap";
--> statement-breakpoint
ALTER TABLE "booking_reservations" ADD CONSTRAINT "booking_reservations_patient_no_overlap" EXCLUDE USING gist (
	"patient_user_id" WITH =,
	(coalesce("patient_family_member_id", 0)) WITH =,
	tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('held', 'booked') AND "patient_user_id" IS NOT NULL);
