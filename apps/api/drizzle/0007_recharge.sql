CREATE TABLE "recharge_bill_fetches" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"product_code" text NOT NULL,
	"number" text NOT NULL,
	"customer_name" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"bill_number" text NOT NULL,
	"bill_date" text NOT NULL,
	"due_date" text NOT NULL,
	"bill_fetch_ref" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"service_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"bill_type" text NOT NULL,
	"number" text NOT NULL,
	"circle" text,
	"amount_paise" integer NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"fetched_bill_order_id" text,
	"bill_fetch_ref" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_order_id" text,
	"operator_reference" text,
	"message" text DEFAULT '' NOT NULL,
	"next_poll_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"success_recorded_at" timestamp with time zone,
	"refund_recorded_at" timestamp with time zone,
	"refund_success_recorded_at" timestamp with time zone,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_service_settings" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recharge_bill_fetches" ADD CONSTRAINT "recharge_bill_fetches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_fetched_bill_order_id_recharge_bill_fetches_id_fk" FOREIGN KEY ("fetched_bill_order_id") REFERENCES "public"."recharge_bill_fetches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharge_bill_fetches_customer_idx" ON "recharge_bill_fetches" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_payment_id_key" ON "recharge_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_fetched_bill_key" ON "recharge_orders" USING btree ("fetched_bill_order_id") WHERE status IN ('PENDING', 'SUCCESS');--> statement-breakpoint
CREATE INDEX "recharge_orders_customer_idx" ON "recharge_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_poll_idx" ON "recharge_orders" USING btree ("next_poll_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_pending_number_key" ON "recharge_orders" USING btree ("product_code","number") WHERE status = 'PENDING';