-- Patient health record (PHR) sign-in: the national ID and medical record number of a patient
-- known to the hospital, and the refresh tokens of PHR sessions (hashed, rotated, single use).
ALTER TABLE "users" ADD COLUMN "national_id" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "medical_record_number" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_national_id_unique" UNIQUE("national_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_medical_record_number_unique" UNIQUE("medical_record_number");
--> statement-breakpoint
CREATE TABLE "phr_refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phr_refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "phr_refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "phr_refresh_tokens_family_idx" ON "phr_refresh_tokens" USING btree ("family_id");
--> statement-breakpoint
CREATE INDEX "phr_refresh_tokens_user_idx" ON "phr_refresh_tokens" USING btree ("user_id");
