ALTER TABLE "media_podcasts" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "media_podcasts" ADD COLUMN "captions_language" text;--> statement-breakpoint
ALTER TABLE "media_videos" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "media_videos" ADD COLUMN "captions_language" text;