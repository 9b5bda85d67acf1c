CREATE TABLE "milan_match_emails" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_digest_on" date,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "milan_match_emails" ADD CONSTRAINT "milan_match_emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;