ALTER TABLE "admin_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "admin_audit_area_at_idx" ON "admin_audit" USING btree ("area","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_append_only"();
