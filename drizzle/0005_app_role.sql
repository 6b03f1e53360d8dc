-- The role the app's requests run as. It owns nothing and is no superuser, so row-level security
-- (migration 0007) holds it; the migrations keep running as the tables' owner. A role belongs to
-- the whole server, not to one database, so several databases (tests, staging) share it: create
-- it only when missing, and let a concurrent creator win.
DO $$
BEGIN
  CREATE ROLE stocktill_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The login that runs the app (this owner) switches to it on every connection.
GRANT stocktill_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO stocktill_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO stocktill_app;
--> statement-breakpoint
-- Tables later migrations create are the app's to use too; whether it sees their rows is for
-- row-level security to say.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO stocktill_app;
