CREATE TABLE "milan_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"client_id" text NOT NULL,
	"body" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milan_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"reported_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milan_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number_masked" text NOT NULL,
	"document_key" text,
	"selfie_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milan_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milan_messages" ADD CONSTRAINT "milan_messages_connection_id_milan_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."milan_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_messages" ADD CONSTRAINT "milan_messages_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_messages" ADD CONSTRAINT "milan_messages_receiver_id_customers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_reports" ADD CONSTRAINT "milan_reports_reporter_id_customers_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_reports" ADD CONSTRAINT "milan_reports_reported_id_customers_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_reports" ADD CONSTRAINT "milan_reports_resolved_by_customers_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_verifications" ADD CONSTRAINT "milan_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_verifications" ADD CONSTRAINT "milan_verifications_reviewed_by_customers_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milan_messages_sender_client_key" ON "milan_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "milan_messages_connection_idx" ON "milan_messages" USING btree ("connection_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "milan_messages_unread_idx" ON "milan_messages" USING btree ("receiver_id","connection_id") WHERE "milan_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "milan_messages_undelivered_idx" ON "milan_messages" USING btree ("receiver_id","id") WHERE "milan_messages"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "milan_reports_status_created_idx" ON "milan_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "milan_reports_reported_idx" ON "milan_reports" USING btree ("reported_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "milan_reports_open_pair_key" ON "milan_reports" USING btree ("reporter_id","reported_id") WHERE "milan_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "milan_verifications_customer_idx" ON "milan_verifications" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "milan_verifications_status_idx" ON "milan_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milan_verifications_pending_key" ON "milan_verifications" USING btree ("customer_id") WHERE "milan_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_customer_idx" ON "notifications" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("customer_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("customer_id","dedupe_key");