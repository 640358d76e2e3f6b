-- A patient may have started several alerts for one doctor and kind before this rule: the newest
-- keeps running, the others end as if stopped.
UPDATE "waitlist_alerts" AS a SET "status" = 'ended', "ended_reason" = 'stopped', "ended_at" = now()
WHERE a."status" = 'active' AND EXISTS (
  SELECT 1 FROM "waitlist_alerts" AS b
  WHERE b."status" = 'active' AND b."user_id" = a."user_id" AND b."doctor_id" = a."doctor_id" AND b."kind" = a."kind" AND b."id" > a."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_alerts_one_running" ON "waitlist_alerts" USING btree ("user_id","doctor_id","kind") WHERE "waitlist_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "waitlist_offers_alert" ON "waitlist_offers" USING btree ("alert_id","created_at");
