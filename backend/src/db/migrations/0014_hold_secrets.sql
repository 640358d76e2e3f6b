-- A guest's hold belongs to the browser that asked for it: the backend hands that browser a random
-- secret once and keeps only its SHA-256 here. A signed-in patient's hold has none (user_id decides).
ALTER TABLE "booking_reservations" ADD COLUMN "secret_hash" text;
