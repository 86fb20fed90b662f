ALTER TABLE "conversation_members" ADD COLUMN "has_written" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "conversation_members" cm SET "has_written" = true
  WHERE EXISTS (SELECT 1 FROM "messages" m WHERE m."conversation_id" = cm."conversation_id" AND m."sender_id" = cm."user_id");
--> statement-breakpoint
-- An ended session is announced as 'session:<member id>', so that listeners that care only about ended sessions (the
-- realtime hub) can tell it from the other member changes (a credit spent on every chat message, for one).
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_changed', 'session:' || OLD.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sessions_member_changed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_member_changed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
