ALTER TABLE "otp_codes" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_verifications_customer_idx" ON "email_verifications" USING btree ("customer_id");