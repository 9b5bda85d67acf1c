ALTER TABLE "product_categories" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hi" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hi_name" text GENERATED ALWAYS AS (hi ->> 'name') STORED;