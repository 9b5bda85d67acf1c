CREATE SEQUENCE "public"."recharge_complaints_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "recharge_complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text DEFAULT 'SV-CP-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('recharge_complaints_reference_seq')::text, 6, '0') NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_saved_billers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"product_code" text NOT NULL,
	"number" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "plan_validity" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "plan_description" text;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "validity_days" integer;--> statement-breakpoint
ALTER TABLE "recharge_complaints" ADD CONSTRAINT "recharge_complaints_order_id_recharge_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recharge_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_complaints" ADD CONSTRAINT "recharge_complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_complaints" ADD CONSTRAINT "recharge_complaints_resolved_by_customers_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_saved_billers" ADD CONSTRAINT "recharge_saved_billers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_complaints_reference_key" ON "recharge_complaints" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_complaints_open_order_key" ON "recharge_complaints" USING btree ("order_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "recharge_complaints_customer_idx" ON "recharge_complaints" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_complaints_status_idx" ON "recharge_complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_saved_billers_key" ON "recharge_saved_billers" USING btree ("customer_id","product_code","number");