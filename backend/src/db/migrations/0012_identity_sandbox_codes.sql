-- The local identity provider's authorization codes: issued and spent in the database, so a code
-- is single use across backend processes.
CREATE TABLE "identity_sandbox_codes" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_sandbox_codes_expires_idx" ON "identity_sandbox_codes" USING btree ("expires_at");
