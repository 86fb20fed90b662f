-- member_changed now also covers what search cards and search visibility are made of (cached search pages are
-- dropped when a member on them changes: server/modules/members/search-cache.ts).
DROP TRIGGER users_member_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_member_changed AFTER UPDATE OF email, status, credits, paid_user, signup_date, language, fictional,
  notifications_disabled, invisible OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('id');
--> statement-breakpoint
DROP TRIGGER profiles_member_changed ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_member_changed AFTER UPDATE OF name, country, region, city, gender, date_of_birth, status,
  main_photo_id, searchable OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed('user_id');
