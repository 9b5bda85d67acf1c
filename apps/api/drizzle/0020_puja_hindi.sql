ALTER TABLE "pitr_bookings" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pujas" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;