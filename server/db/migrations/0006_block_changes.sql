-- A block made or lifted is announced for both members, so that cached block lists (search) are dropped at once.
CREATE FUNCTION notify_block_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('member_changed', changed.blocker_id::text);
  PERFORM pg_notify('member_changed', changed.blocked_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blocks_member_changed AFTER INSERT OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION notify_block_changed();
