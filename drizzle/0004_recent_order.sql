DROP INDEX "inventory_cid_updated_idx";--> statement-breakpoint
CREATE INDEX "inventory_cid_recent_idx" ON "inventory" USING btree ("cid","updated_at" DESC NULLS FIRST,"id");