CREATE TABLE "signup_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"phone" text NOT NULL,
	"details" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_devices_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "challenge" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signup_requests_expires_idx" ON "signup_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "trusted_devices_customer_idx" ON "trusted_devices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "otp_codes_challenge_idx" ON "otp_codes" USING btree ("challenge");--> statement-breakpoint
-- Accounts without a password were made by an OTP login (or by an operator): their number is proven.
-- Accounts with one may have been pre-registered on someone else's number: left unproven (docs/decisions/003).
UPDATE "customers" SET "mobile_verified_at" = "created_at" WHERE "password_hash" IS NULL;
