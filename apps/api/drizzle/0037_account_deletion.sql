ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milan_messages" ADD COLUMN "deleted_at" timestamp with time zone;