-- The stock ledger's list pages (docs/performance.md). The entry and business indexes become
-- ascending: read backwards they serve `order by seq desc`, which the `desc nulls last` indexes of
-- migration 0010 could not (every page sorted the business's movements: 200 ms at a million). A
-- (cid, reason, seq) index serves the reason filter and its count; the days index carries reason
-- and seq so a range's page and count read the index alone.
DROP INDEX "stock_movements_cid_entry_idx";--> statement-breakpoint
DROP INDEX "stock_movements_cid_seq_idx";--> statement-breakpoint
DROP INDEX "stock_movements_cid_created_idx";--> statement-breakpoint
CREATE INDEX "stock_movements_cid_reason_idx" ON "stock_movements" USING btree ("cid","reason","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_cid_entry_idx" ON "stock_movements" USING btree ("cid","inventory_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_cid_seq_idx" ON "stock_movements" USING btree ("cid","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_cid_created_idx" ON "stock_movements" USING btree ("cid","created_at","reason","seq");