-- The elements of a jsonb array of strings as text[], null when empty or not an array ("any" in partner preferences).
CREATE OR REPLACE FUNCTION seva_text_array(items jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(items) = 'array' THEN nullif(array(SELECT jsonb_array_elements_text(items)), '{}') END
$$;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_age_min" smallint GENERATED ALWAYS AS (("partner_preferences" ->> 'ageMin')::smallint) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_age_max" smallint GENERATED ALWAYS AS (("partner_preferences" ->> 'ageMax')::smallint) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_height_min" smallint GENERATED ALWAYS AS (("partner_preferences" ->> 'heightMin')::smallint) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_height_max" smallint GENERATED ALWAYS AS (("partner_preferences" ->> 'heightMax')::smallint) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_religions" text[] GENERATED ALWAYS AS (seva_text_array("partner_preferences" -> 'religions')) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_mother_tongues" text[] GENERATED ALWAYS AS (seva_text_array("partner_preferences" -> 'motherTongues')) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_marital_statuses" text[] GENERATED ALWAYS AS (seva_text_array("partner_preferences" -> 'maritalStatuses')) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_diets" text[] GENERATED ALWAYS AS (seva_text_array("partner_preferences" -> 'diets')) STORED;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "accepts_states" text[] GENERATED ALWAYS AS (seva_text_array("partner_preferences" -> 'states')) STORED;