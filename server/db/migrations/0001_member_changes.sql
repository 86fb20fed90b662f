-- Every change to what the user answer (GET /api/user.php) is made of, and every ended session, is announced on the
-- channel member_changed with the member's id, so that each server instance drops its cached copy
-- (server/modules/auth/session-cache.ts). A column added to the user answer must be added to its trigger here.
-- The trigger's argument names the column that holds the member's id.
CREATE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('member_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('member_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_member_changed AFTER UPDATE OF email, status, credits, paid_user, signup_date, language, fictional, notifications_disabled
  OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('id');
--> statement-breakpoint
CREATE TRIGGER profiles_member_changed AFTER UPDATE OF name, country, status, main_photo_id OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER photos_member_changed AFTER UPDATE OF status OR DELETE ON photos
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_member_changed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('user_id');
