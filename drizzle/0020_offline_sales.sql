ALTER TABLE "sale_lines" ADD COLUMN "catalog_price_cents" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sales_cid_offline_idx" ON "sales" USING btree ("cid","created_at") WHERE "sales"."offline";