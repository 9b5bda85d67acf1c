CREATE TABLE "darshan_temples" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"deity" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "darshans" (
	"id" text PRIMARY KEY NOT NULL,
	"temple_id" text NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"source" text NOT NULL,
	"youtube_id" text,
	"url" text,
	"thumbnail" jsonb,
	"is_live" boolean DEFAULT false NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_podcasts" (
	"id" text PRIMARY KEY NOT NULL,
	"sub_category_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"speaker" text NOT NULL,
	"audio_url" text,
	"mime_type" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"image" jsonb,
	"language" text DEFAULT 'hi' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_sub_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"sub_category_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"youtube_id" text,
	"url" text,
	"thumbnail" jsonb,
	"duration_seconds" integer,
	"language" text DEFAULT 'hi' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image" jsonb,
	"source" text DEFAULT 'Seva News Desk' NOT NULL,
	"is_breaking" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultancy_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"topic" text NOT NULL,
	"preferred_language" text NOT NULL,
	"preferred_time" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "darshans" ADD CONSTRAINT "darshans_temple_id_darshan_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."darshan_temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_podcasts" ADD CONSTRAINT "media_podcasts_sub_category_id_media_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."media_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_sub_categories" ADD CONSTRAINT "media_sub_categories_category_id_media_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."media_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_sub_category_id_media_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."media_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD CONSTRAINT "consultancy_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "darshans_temple_date_key" ON "darshans" USING btree ("temple_id","date");--> statement-breakpoint
CREATE INDEX "darshans_date_idx" ON "darshans" USING btree ("date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "media_categories_slug_key" ON "media_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "media_podcasts_sub_category_idx" ON "media_podcasts" USING btree ("sub_category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_podcasts_published_idx" ON "media_podcasts" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "media_sub_categories_slug_key" ON "media_sub_categories" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "media_videos_sub_category_idx" ON "media_videos" USING btree ("sub_category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_videos_published_idx" ON "media_videos" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_slug_key" ON "news_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_category_idx" ON "news_items" USING btree ("category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_breaking_idx" ON "news_items" USING btree ("published_at" DESC NULLS LAST) WHERE "news_items"."is_breaking";--> statement-breakpoint
CREATE UNIQUE INDEX "consultancy_requests_open_topic_key" ON "consultancy_requests" USING btree ("customer_id","topic") WHERE "consultancy_requests"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "consultancy_requests_customer_idx" ON "consultancy_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultancy_requests_created_idx" ON "consultancy_requests" USING btree ("created_at" DESC NULLS LAST);