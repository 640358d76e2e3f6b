ALTER TABLE "genders" ADD COLUMN "feminine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supervisor_levels" ADD COLUMN "name_ar_feminine" text;