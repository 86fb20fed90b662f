CREATE TABLE "banned_phones" (
	"site_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_phones_site_id_phone_pk" PRIMARY KEY("site_id","phone")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banned_phones" ADD CONSTRAINT "banned_phones_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_reporter_idx" ON "complaints" USING btree ("reporter_id","reported_id");--> statement-breakpoint
CREATE INDEX "complaints_reported_idx" ON "complaints" USING btree ("reported_id","reporter_id");--> statement-breakpoint
-- hand-written:
-- Complaints closed before decision 037: their action and time from the audit row of their closing.
UPDATE complaints SET action = a.after->>'action', handled_at = a.at
FROM audit_log a
WHERE complaints.status = 'handled' AND a.object_type = 'complaint' AND a.object_id = complaints.id::text
  AND a.after->>'action' IN ('dismiss', 'warn', 'suspend', 'ban');
--> statement-breakpoint
-- A complaint filed, closed or removed is announced for both members, as a block is (migration 0006): an open or
-- upheld one hides them from each other (decision 037), so cached block lists (search) are dropped at once.
CREATE FUNCTION notify_complaint_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('member_changed', changed.reporter_id::text);
  PERFORM pg_notify('member_changed', changed.reported_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER complaints_member_changed AFTER INSERT OR DELETE OR UPDATE OF status, action ON complaints
  FOR EACH ROW EXECUTE FUNCTION notify_complaint_changed();
