CREATE TABLE "milan_family_members" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"helper_id" text,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milan_connections" ADD COLUMN "requested_via" text;--> statement-breakpoint
ALTER TABLE "milan_connections" ADD COLUMN "answered_via" text;--> statement-breakpoint
ALTER TABLE "milan_messages" ADD COLUMN "sent_via" text;--> statement-breakpoint
ALTER TABLE "milan_family_members" ADD CONSTRAINT "milan_family_members_account_id_customers_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_family_members" ADD CONSTRAINT "milan_family_members_helper_id_customers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milan_family_members_live_key" ON "milan_family_members" USING btree ("account_id","mobile") WHERE "milan_family_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "milan_family_members_mobile_idx" ON "milan_family_members" USING btree ("mobile") WHERE "milan_family_members"."removed_at" is null and "milan_family_members"."helper_id" is null;--> statement-breakpoint
CREATE INDEX "milan_family_members_helper_idx" ON "milan_family_members" USING btree ("helper_id") WHERE "milan_family_members"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "milan_connections" ADD CONSTRAINT "milan_connections_requested_via_milan_family_members_id_fk" FOREIGN KEY ("requested_via") REFERENCES "public"."milan_family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_connections" ADD CONSTRAINT "milan_connections_answered_via_milan_family_members_id_fk" FOREIGN KEY ("answered_via") REFERENCES "public"."milan_family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_messages" ADD CONSTRAINT "milan_messages_sent_via_milan_family_members_id_fk" FOREIGN KEY ("sent_via") REFERENCES "public"."milan_family_members"("id") ON DELETE set null ON UPDATE no action;