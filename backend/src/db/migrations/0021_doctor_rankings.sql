CREATE TABLE "doctor_rankings" (
	"id" text PRIMARY KEY NOT NULL,
	"query_key" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "doctor_rankings_expires_idx" ON "doctor_rankings" USING btree ("expires_at");