ALTER TABLE "yatra_bookings" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "yatras" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;