CREATE TABLE "milan_photo_requests" (
	"requester_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milan_photo_requests_requester_id_profile_id_pk" PRIMARY KEY("requester_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "milan_photo_requests" ADD CONSTRAINT "milan_photo_requests_requester_id_customers_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milan_photo_requests" ADD CONSTRAINT "milan_photo_requests_profile_id_customers_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;