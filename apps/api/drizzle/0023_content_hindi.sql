ALTER TABLE "static_pages" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_categories" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_podcasts" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_sub_categories" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "milan_plans" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;