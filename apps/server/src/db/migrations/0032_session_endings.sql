-- Issue 21: the session check of an exam save is answered from each instance's cache
-- (platform/auth/session-cache.ts). Every instance must hear at once when a session ends, however
-- it ends (a sign-in elsewhere, a sign-out, a password change, a disabled account), so the
-- database says it: these triggers NOTIFY 'lingua_sessions' with the user's id. The message goes
-- out when the ending commits. Only endings and account changes notify: a session's sliding
-- expiry (last_seen_at) does not, so no ordinary call pays for a NOTIFY.
CREATE OR REPLACE FUNCTION lingua_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lingua_sessions', NEW.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify
  AFTER UPDATE OF ended_at ON sessions
  FOR EACH ROW
  WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION lingua_notify_session_ended();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lingua_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lingua_sessions', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_session_facts_notify
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
    OR OLD.user_type IS DISTINCT FROM NEW.user_type
    OR OLD.school_id IS DISTINCT FROM NEW.school_id)
  EXECUTE FUNCTION lingua_notify_account_changed();
