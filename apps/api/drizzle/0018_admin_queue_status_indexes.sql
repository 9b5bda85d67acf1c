CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pitr_bookings_status_idx" ON "pitr_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "puja_bookings_status_idx" ON "puja_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "yatra_bookings_status_idx" ON "yatra_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consultancy_requests_status_idx" ON "consultancy_requests" USING btree ("status","created_at");