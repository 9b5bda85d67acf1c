CREATE TABLE "milan_shortlists" (
	"customer_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milan_shortlists_customer_id_profile_id_pk" PRIMARY KEY("customer_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "milan_shortlists" ADD CONSTRAINT "milan_shortlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_shortlists" ADD CONSTRAINT "milan_shortlists_profile_id_customers_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milan_shortlists_customer_created_idx" ON "milan_shortlists" USING btree ("customer_id","created_at" DESC NULLS LAST);