CREATE TABLE "milan_profile_views" (
	"profile_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_on" date NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "milan_profile_views_profile_id_viewer_id_viewed_on_pk" PRIMARY KEY("profile_id","viewer_id","viewed_on")
);
--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "browse_privately" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milan_profile_views" ADD CONSTRAINT "milan_profile_views_profile_id_customers_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_profile_views" ADD CONSTRAINT "milan_profile_views_viewer_id_customers_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milan_profile_views_profile_idx" ON "milan_profile_views" USING btree ("profile_id","viewed_at" DESC NULLS LAST);