CREATE TABLE "password_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guna_scores" (
	"bride_nakshatra" smallint NOT NULL,
	"bride_rashi" smallint NOT NULL,
	"groom_nakshatra" smallint NOT NULL,
	"groom_rashi" smallint NOT NULL,
	"points" real NOT NULL,
	CONSTRAINT "guna_scores_bride_nakshatra_bride_rashi_groom_nakshatra_groom_rashi_pk" PRIMARY KEY("bride_nakshatra","bride_rashi","groom_nakshatra","groom_rashi")
);
--> statement-breakpoint
CREATE TABLE "milan_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milan_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "milan_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"requester_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milan_contact_views" (
	"viewer_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milan_contact_views_viewer_id_profile_id_pk" PRIMARY KEY("viewer_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "milan_memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milan_memberships_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "milan_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"image" jsonb NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milan_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"duration_days" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"contact_views" integer NOT NULL,
	"requests_per_day" integer NOT NULL,
	"messaging" boolean NOT NULL,
	"profile_boost" boolean NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milan_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "milan_profiles" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"height_cm" smallint NOT NULL,
	"religion" text NOT NULL,
	"caste" text DEFAULT '' NOT NULL,
	"sub_caste" text DEFAULT '' NOT NULL,
	"gotra" text DEFAULT '' NOT NULL,
	"mother_tongue" text NOT NULL,
	"marital_status" text NOT NULL,
	"education" text NOT NULL,
	"education_detail" text DEFAULT '' NOT NULL,
	"occupation" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"income_band" text,
	"diet" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"family" jsonb NOT NULL,
	"partner_preferences" jsonb NOT NULL,
	"birth_time" text,
	"birth_place" text,
	"moon_rashi" smallint,
	"moon_nakshatra" smallint,
	"photo_visibility" text DEFAULT 'everyone' NOT NULL,
	"boosted_until" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"suspended_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_blocks" ADD CONSTRAINT "milan_blocks_blocker_id_customers_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_blocks" ADD CONSTRAINT "milan_blocks_blocked_id_customers_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_connections" ADD CONSTRAINT "milan_connections_requester_id_customers_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_connections" ADD CONSTRAINT "milan_connections_receiver_id_customers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_contact_views" ADD CONSTRAINT "milan_contact_views_viewer_id_customers_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_contact_views" ADD CONSTRAINT "milan_contact_views_profile_id_customers_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_memberships" ADD CONSTRAINT "milan_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_memberships" ADD CONSTRAINT "milan_memberships_plan_id_milan_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."milan_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_memberships" ADD CONSTRAINT "milan_memberships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_photos" ADD CONSTRAINT "milan_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD CONSTRAINT "milan_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_failures_email_created_idx" ON "password_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_customer_idx" ON "password_resets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "milan_blocks_blocked_idx" ON "milan_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "milan_connections_live_pair_key" ON "milan_connections" USING btree ("requester_id","receiver_id") WHERE "milan_connections"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "milan_connections_requester_idx" ON "milan_connections" USING btree ("requester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "milan_connections_receiver_idx" ON "milan_connections" USING btree ("receiver_id","status");--> statement-breakpoint
CREATE INDEX "milan_contact_views_viewer_idx" ON "milan_contact_views" USING btree ("viewer_id","created_at");--> statement-breakpoint
CREATE INDEX "milan_memberships_customer_idx" ON "milan_memberships" USING btree ("customer_id","ends_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "milan_photos_customer_idx" ON "milan_photos" USING btree ("customer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "milan_photos_primary_key" ON "milan_photos" USING btree ("customer_id") WHERE "milan_photos"."is_primary";--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_created_idx" ON "milan_profiles" USING btree ("gender","created_at" DESC NULLS LAST) WHERE "milan_profiles"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_religion_dob_idx" ON "milan_profiles" USING btree ("gender","religion","date_of_birth") WHERE "milan_profiles"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_state_city_idx" ON "milan_profiles" USING btree ("gender","state","city") WHERE "milan_profiles"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "milan_profiles_gender_tongue_idx" ON "milan_profiles" USING btree ("gender","mother_tongue") WHERE "milan_profiles"."suspended_at" is null;