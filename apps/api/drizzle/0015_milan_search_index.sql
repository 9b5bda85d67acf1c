DROP INDEX "milan_profiles_gender_religion_dob_idx";--> statement-breakpoint
DROP INDEX "milan_profiles_gender_religion_state_dob_idx";--> statement-breakpoint
DROP INDEX "milan_profiles_gender_state_city_idx";--> statement-breakpoint
DROP INDEX "milan_profiles_gender_tongue_idx";--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "moon_sign_key" smallint GENERATED ALWAYS AS (coalesce("moon_nakshatra" * 12 + "moon_rashi", -1)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "guna_scores_groom_idx" ON "guna_scores" USING btree ("groom_nakshatra","groom_rashi");--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_religion_dob_idx" ON "milan_profiles" USING btree ("gender","religion","date_of_birth","customer_id","created_at","boosted_until") WHERE "milan_profiles"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_religion_state_dob_idx" ON "milan_profiles" USING btree ("gender","religion","state","date_of_birth","customer_id","created_at","boosted_until") WHERE "milan_profiles"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_state_city_idx" ON "milan_profiles" USING btree ("gender","state","city","customer_id","created_at","boosted_until") WHERE "milan_profiles"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_tongue_idx" ON "milan_profiles" USING btree ("gender","mother_tongue","customer_id","created_at","boosted_until") WHERE "milan_profiles"."suspended_at" is null;