-- profiles.searchable and profiles.signup_date follow the member's row (see the schema), whatever writes it.
CREATE FUNCTION profile_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member users%ROWTYPE;
BEGIN
  SELECT * INTO member FROM users WHERE id = NEW.user_id;
  NEW.searchable := member.status <> 'deleted' AND NOT member.invisible AND NEW.status = 'active';
  NEW.signup_date := member.signup_date;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_fields BEFORE INSERT OR UPDATE OF status, user_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION profile_search_fields();
--> statement-breakpoint
CREATE FUNCTION member_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles
    SET searchable = NEW.status <> 'deleted' AND NOT NEW.invisible AND status = 'active',
        signup_date = NEW.signup_date
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_fields AFTER UPDATE OF status, invisible, signup_date ON users
  FOR EACH ROW EXECUTE FUNCTION member_search_fields();
--> statement-breakpoint
UPDATE profiles p
  SET searchable = u.status <> 'deleted' AND NOT u.invisible AND p.status = 'active',
      signup_date = u.signup_date
  FROM users u
  WHERE u.id = p.user_id;
