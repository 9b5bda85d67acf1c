CREATE TABLE "pitr_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"puja_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"ritual_name" text NOT NULL,
	"place" text NOT NULL,
	"package_code" text NOT NULL,
	"package_name" text NOT NULL,
	"date" text NOT NULL,
	"country" text NOT NULL,
	"customer_name" text NOT NULL,
	"mobile" text NOT NULL,
	"gotra" text DEFAULT '' NOT NULL,
	"ancestors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puja_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"puja_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"puja_name" text NOT NULL,
	"temple" text NOT NULL,
	"location" text NOT NULL,
	"package_code" text NOT NULL,
	"package_name" text NOT NULL,
	"date" text NOT NULL,
	"devotees" jsonb NOT NULL,
	"gotra" text DEFAULT '' NOT NULL,
	"sankalp" text DEFAULT '' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"proof_video_url" text,
	"prasad_tracking_number" text,
	"prasad_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pujas" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'puja' NOT NULL,
	"name" text NOT NULL,
	"deity" text NOT NULL,
	"temple" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packages" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitr_bookings" ADD CONSTRAINT "pitr_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitr_bookings" ADD CONSTRAINT "pitr_bookings_puja_id_pujas_id_fk" FOREIGN KEY ("puja_id") REFERENCES "public"."pujas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitr_bookings" ADD CONSTRAINT "pitr_bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_puja_id_pujas_id_fk" FOREIGN KEY ("puja_id") REFERENCES "public"."pujas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pitr_bookings_payment_id_key" ON "pitr_bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pitr_bookings_customer_id_idx" ON "pitr_bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "puja_bookings_payment_id_key" ON "puja_bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "puja_bookings_customer_id_idx" ON "puja_bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pujas_slug_key" ON "pujas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pujas_kind_idx" ON "pujas" USING btree ("kind","sort_order");