-- What each product's price and tax rate were, and since when, so a sale made offline is taken at
-- the device's prices only when the product had them in the days before it; a sale whose prices
-- were never the product's is recorded but held (no refund) until an admin accepts it. Rows are
-- written by the app in the transaction of each change, never by a trigger.
CREATE TABLE "price_history" (
	"cid" text NOT NULL,
	"id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"inventory_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_pkey" PRIMARY KEY("cid","id")
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "catalog_tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "accepted_by" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "accepted_by_name" text;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_inventory_fk" FOREIGN KEY ("cid","inventory_id") REFERENCES "public"."inventory"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_cid_inv_from_idx" ON "price_history" USING btree ("cid","inventory_id","from_at");
--> statement-breakpoint
ALTER TABLE "price_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "price_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "price_history_own_business" ON "price_history" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "price_history" TO stocktill_app;
