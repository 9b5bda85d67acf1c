-- References customers quote (issue 20, db/columns.ts referenceColumn): SV-<kind>-<YY>-<NNNNNN> from one sequence per
-- kind, set by each column's default. Rows already there get theirs as the column is added (the default runs once per
-- row), with this year's digits.
CREATE SEQUENCE "public"."orders_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."pitr_bookings_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."puja_bookings_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."yatra_bookings_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."recharge_orders_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text DEFAULT 'SV-OD-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('orders_reference_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "pitr_bookings" ADD COLUMN "reference" text DEFAULT 'SV-PT-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('pitr_bookings_reference_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD COLUMN "reference" text DEFAULT 'SV-PJ-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('puja_bookings_reference_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "yatra_bookings" ADD COLUMN "reference" text DEFAULT 'SV-YT-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('yatra_bookings_reference_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD COLUMN "reference" text DEFAULT 'SV-RC-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('recharge_orders_reference_seq')::text, 6, '0') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "pitr_bookings_reference_key" ON "pitr_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "puja_bookings_reference_key" ON "puja_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "yatra_bookings_reference_key" ON "yatra_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_reference_key" ON "recharge_orders" USING btree ("reference");