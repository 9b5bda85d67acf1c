CREATE TABLE "yatra_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"yatra_id" text NOT NULL,
	"departure_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"yatra_name" text NOT NULL,
	"start_city" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"occupancy" text NOT NULL,
	"travellers" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"refund_paise" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yatra_departures" (
	"id" text PRIMARY KEY NOT NULL,
	"yatra_id" text NOT NULL,
	"start_date" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yatra_departures_seats_left_check" CHECK ("yatra_departures"."seats_left" >= 0 and "yatra_departures"."seats_left" <= "yatra_departures"."seats")
);
--> statement-breakpoint
CREATE TABLE "yatras" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"start_city" text NOT NULL,
	"end_city" text NOT NULL,
	"days" integer NOT NULL,
	"nights" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"itinerary" jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yatra_bookings" ADD CONSTRAINT "yatra_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yatra_bookings" ADD CONSTRAINT "yatra_bookings_yatra_id_yatras_id_fk" FOREIGN KEY ("yatra_id") REFERENCES "public"."yatras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yatra_bookings" ADD CONSTRAINT "yatra_bookings_departure_id_yatra_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."yatra_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yatra_bookings" ADD CONSTRAINT "yatra_bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yatra_departures" ADD CONSTRAINT "yatra_departures_yatra_id_yatras_id_fk" FOREIGN KEY ("yatra_id") REFERENCES "public"."yatras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "yatra_bookings_payment_id_key" ON "yatra_bookings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "yatra_bookings_customer_id_idx" ON "yatra_bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "yatra_bookings_departure_id_idx" ON "yatra_bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "yatra_departures_yatra_id_start_date_key" ON "yatra_departures" USING btree ("yatra_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "yatras_slug_key" ON "yatras" USING btree ("slug");