-- Expired sessions are purged on a schedule (src/server/services/purge.ts), across every business
-- at once. Requests run as stocktill_app, which row-level security holds to one business, so the
-- purge goes through this one named function instead: it runs as the tables' owner (SECURITY
-- DEFINER) and can do nothing but delete sessions that have already expired, at most `max_rows`
-- of them per call. The time is the database's own, never the caller's, so no caller can make a
-- live session look expired.
--
-- FORCE ROW LEVEL SECURITY (migration 0007) holds the owner too, unless it is a superuser; these two
-- policies let the owner, and only the owner, see and delete expired rows of any business. The
-- owner owns the table and could lift its row-level security anyway: this grants it nothing new
-- in substance, and grants the app's role nothing but EXECUTE on the function.
CREATE POLICY "sessions_expired_read_by_owner" ON "sessions" FOR SELECT TO CURRENT_USER USING ("expires_at" < now());
--> statement-breakpoint
CREATE POLICY "sessions_expired_deleted_by_owner" ON "sessions" FOR DELETE TO CURRENT_USER USING ("expires_at" < now());
--> statement-breakpoint
CREATE FUNCTION stocktill_purge_expired_sessions(max_rows integer) RETURNS integer
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
  purged integer;
BEGIN
  DELETE FROM public.sessions s
  WHERE (s.cid, s.id) IN (
    SELECT e.cid, e.id FROM public.sessions e WHERE e.expires_at < now() LIMIT greatest(max_rows, 0)
  );
  GET DIAGNOSTICS purged = ROW_COUNT;
  RETURN purged;
END;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION stocktill_purge_expired_sessions(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION stocktill_purge_expired_sessions(integer) TO stocktill_app;
