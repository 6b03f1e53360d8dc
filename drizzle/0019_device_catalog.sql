-- The terminal's catalogue on the device (issue 15, item 2): every insert and update of a product
-- records the writing transaction's 64-bit id, and every delete leaves a tombstone with its own, so
-- GET /pos/catalog?since=<cursor> can answer exactly what changed. The cursor is the oldest
-- transaction still running when a delta is read (pg_snapshot_xmin), so a write committed late by
-- an older transaction is never skipped (at worst it is sent twice).
CREATE TABLE "catalog_deletions" (
	"cid" text NOT NULL,
	"inventory_id" text NOT NULL,
	"change_xid" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_deletions_pkey" PRIMARY KEY("cid","inventory_id")
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "change_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_deletions_cid_change_idx" ON "catalog_deletions" USING btree ("cid","change_xid");--> statement-breakpoint
CREATE INDEX "inventory_cid_change_idx" ON "inventory" USING btree ("cid","change_xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inventory_stamp_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := (pg_current_xact_id()::text)::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inventory_stamp_change" BEFORE INSERT OR UPDATE ON "inventory" FOR EACH ROW EXECUTE FUNCTION "inventory_stamp_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inventory_record_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_deletions" ("cid", "inventory_id", "change_xid")
  VALUES (OLD.cid, OLD.id, (pg_current_xact_id()::text)::bigint)
  ON CONFLICT ("cid", "inventory_id") DO UPDATE SET "change_xid" = EXCLUDED."change_xid", "deleted_at" = now();
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inventory_record_deletion" AFTER DELETE ON "inventory" FOR EACH ROW EXECUTE FUNCTION "inventory_record_deletion"();
--> statement-breakpoint
ALTER TABLE "catalog_deletions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "catalog_deletions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "catalog_deletions_own_business" ON "catalog_deletions" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
