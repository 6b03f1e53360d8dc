-- Search as people type (docs/performance.md, "Search as fast as a scan"). The name and maker are
-- stored folded the way src/domain/search-text.ts folds them (no accents, lower case), written by
-- the app on every insert and update; rows already there are filled in by the app at start with
-- that same function (src/server/db/search-text-backfill.ts), not by a SQL imitation of it that
-- could disagree on some letter. The trigram indexes go: under row-level security the app's role
-- can never use them (LIKE is not leakproof), so they only slowed every write. Instead the list's
-- and the terminal's order indexes end with what a search compares (a page of a search is an
-- index-only walk in the list's order), and a narrow index holds only that, for counting matches.
DROP INDEX "inventory_upc_trgm";--> statement-breakpoint
DROP INDEX "inventory_mfg_trgm";--> statement-breakpoint
DROP INDEX "inventory_subname_trgm";--> statement-breakpoint
DROP INDEX "inventory_cid_recent_idx";--> statement-breakpoint
DROP INDEX "inventory_cid_instock_idx";--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "subname_folded" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "manufacturer_folded" text;--> statement-breakpoint
CREATE INDEX "inventory_cid_search_idx" ON "inventory" USING btree ("cid","subname_folded","manufacturer_folded","upc","qty");--> statement-breakpoint
CREATE INDEX "inventory_cid_recent_idx" ON "inventory" USING btree ("cid","updated_at" DESC NULLS FIRST,"id","upc","subname_folded","manufacturer_folded");--> statement-breakpoint
CREATE INDEX "inventory_cid_instock_idx" ON "inventory" USING btree ("cid","manufacturer","subname","id","upc","subname_folded","manufacturer_folded") WHERE "inventory"."qty" > 0;