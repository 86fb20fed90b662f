-- The user answer now carries when the member dismissed each alert: announce those columns' changes too.
DROP TRIGGER users_member_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_member_changed AFTER UPDATE OF email, status, credits, paid_user, signup_date, language, fictional,
  notifications_disabled, photo_alert_dismissed_at, push_alert_dismissed_at, time_bonus_dismissed_at
  OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('id');
