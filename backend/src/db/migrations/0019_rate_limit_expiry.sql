DROP INDEX "rate_limit_hits_window_idx";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Rows counted before this column: no one knows their limit's window any more, so each is kept for
-- the longest window of any limit (31 days, platform/rate-limit.ts) after its bucket began.
UPDATE "rate_limit_hits" SET "expires_at" = "window_start" + interval '31 days';--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");
