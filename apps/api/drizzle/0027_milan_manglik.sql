-- Mangal dosha (issue 22), computed with the moon sign when a profile is saved: null without birth time and place,
-- and on rows saved before this migration until their owner saves the profile again (a backfill needs the
-- kundli engine, not SQL).
ALTER TABLE "milan_profiles" ADD COLUMN "manglik" boolean;--> statement-breakpoint
-- The search filter `manglik` reads the column: milan_profiles_search_idx (0016) INCLUDEs it too, so a search with it
-- stays an index-only scan.
DROP INDEX IF EXISTS "milan_profiles_search_idx";--> statement-breakpoint
CREATE INDEX "milan_profiles_search_idx" ON "milan_profiles" USING btree ("gender", "moon_sign_key", "created_at" DESC, "customer_id" DESC) INCLUDE ("boosted_until", "date_of_birth", "religion", "state", "city", "mother_tongue", "caste", "marital_status", "education", "occupation", "income_band", "height_cm", "diet", "manglik") WHERE "suspended_at" IS NULL;
