-- App instances remember recently checked sessions so that a signed-in request needs no session
-- read. These triggers tell every instance (LISTEN stocktill_auth) the moment a remembered answer
-- goes stale: a session ended ("s:<session id>") or a user's name, e-mail, rights or status
-- changed, or the user was removed ("u:<user id>"). Being triggers, they fire for every way the
-- rows change, cascades and hand-written SQL included, and only when the change commits.
CREATE OR REPLACE FUNCTION stocktill_notify_session_ended() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('stocktill_auth', 's:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stocktill_notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('stocktill_auth', 'u:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION stocktill_notify_session_ended();
--> statement-breakpoint
-- Signing in updates last_login; that alone changes nothing a session carries, so it stays quiet.
CREATE TRIGGER users_changed_notify AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.cid, OLD.name, OLD.email, OLD.is_admin, OLD.is_disabled, OLD.is_owner, OLD.is_master)
        IS DISTINCT FROM (NEW.cid, NEW.name, NEW.email, NEW.is_admin, NEW.is_disabled, NEW.is_owner, NEW.is_master))
  EXECUTE FUNCTION stocktill_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_removed_notify AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION stocktill_notify_user_changed();
