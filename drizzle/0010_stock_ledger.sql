-- The stock ledger (docs/stock.md): every change of an entry's quantity is a movement row, written
-- in the same statement as the change by src/server/services/stock/ledger.ts. Suppliers, purchase
-- orders and stock counts write to it. Every table is a business table: cid leads every key, and
-- row-level security is forced below, as for the tables of migration 0007.
CREATE TABLE "business_counters" (
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "business_counters_pkey" PRIMARY KEY("cid","name")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"inventory_id" text NOT NULL,
	"upc" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "purchase_order_lines_pkey" PRIMARY KEY("cid","id"),
	CONSTRAINT "purchase_order_lines_received_ck" CHECK ("purchase_order_lines"."received" >= 0 and "purchase_order_lines"."received" <= "purchase_order_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"number" integer NOT NULL,
	"supplier_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_pkey" PRIMARY KEY("cid","id"),
	CONSTRAINT "purchase_orders_status_ck" CHECK ("purchase_orders"."status" in ('open', 'partial', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"cid" text NOT NULL,
	"count_id" text NOT NULL,
	"inventory_id" text NOT NULL,
	"upc" text NOT NULL,
	"name" text NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_count_lines_pkey" PRIMARY KEY("cid","count_id","inventory_id")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"scope_item" text,
	"scope_manufacturer" text,
	"status" text DEFAULT 'open' NOT NULL,
	"zero_uncounted" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" text,
	"committed_at" timestamp with time zone,
	CONSTRAINT "stock_counts_pkey" PRIMARY KEY("cid","id"),
	CONSTRAINT "stock_counts_status_ck" CHECK ("stock_counts"."status" in ('open', 'committed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inventory_id" text NOT NULL,
	"upc" text NOT NULL,
	"name" text NOT NULL,
	"delta" integer NOT NULL,
	"qty_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_pkey" PRIMARY KEY("cid","id"),
	CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."reason" in ('create', 'edit', 'count', 'sale', 'return', 'receive', 'adjust', 'import'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_pkey" PRIMARY KEY("cid","id")
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_fk" FOREIGN KEY ("cid","purchase_order_id") REFERENCES "public"."purchase_orders"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_fk" FOREIGN KEY ("cid","supplier_id") REFERENCES "public"."suppliers"("cid","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_fk" FOREIGN KEY ("cid","count_id") REFERENCES "public"."stock_counts"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_cid_po_entry_uq" ON "purchase_order_lines" USING btree ("cid","purchase_order_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_cid_number_uq" ON "purchase_orders" USING btree ("cid","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_cid_status_idx" ON "purchase_orders" USING btree ("cid","status","number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_counts_cid_created_idx" ON "stock_counts" USING btree ("cid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_cid_entry_idx" ON "stock_movements" USING btree ("cid","inventory_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_cid_seq_idx" ON "stock_movements" USING btree ("cid","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_cid_created_idx" ON "stock_movements" USING btree ("cid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_cid_name_uq" ON "suppliers" USING btree ("cid",lower("name"));
--> statement-breakpoint
-- Entries that exist before the ledger begins get one opening movement each, so that for every
-- entry the sum of its movements is its quantity from the first day (as a count: the quantity on
-- hand was taken as found). Written before row-level security holds this table, and with it lifted
-- from inventory for the owner for this one statement (a migration is one transaction), because
-- the owner running migrations need not be a superuser and would otherwise see no entries.
ALTER TABLE "inventory" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "stock_movements" ("id", "cid", "inventory_id", "upc", "name", "delta", "qty_after", "reason", "note", "created_at")
SELECT gen_random_uuid()::text, i."cid", i."id", i."upc", i."subname", i."qty", i."qty", 'count', 'Opening balance when the stock ledger began', i."updated_at"
FROM "inventory" i
ORDER BY i."cid", i."updated_at", i."id";
--> statement-breakpoint
ALTER TABLE "inventory" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "business_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "business_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "business_counters_own_business" ON "business_counters" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "suppliers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "suppliers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "suppliers_own_business" ON "suppliers" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "purchase_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_orders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "purchase_orders_own_business" ON "purchase_orders" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "purchase_order_lines_own_business" ON "purchase_order_lines" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "stock_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "stock_counts_own_business" ON "stock_counts" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_count_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "stock_count_lines_own_business" ON "stock_count_lines" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_movements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "stock_movements_own_business" ON "stock_movements" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
-- Movements are never changed or removed, whatever the code does: the app's role may only add them.
REVOKE UPDATE, DELETE ON "stock_movements" FROM stocktill_app;
