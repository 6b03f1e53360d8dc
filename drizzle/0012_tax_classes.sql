-- Money and tax (docs/money.md): amounts in each currency's own minor unit, prices that may include
-- tax, and named tax classes.
--
-- 1. Amounts were cents whatever the currency. They are now minor units of the currency (Intl's
--    decimals: 0 for JPY, 3 for KWD; src/domain/currency.ts), so a business whose currency does not
--    have two decimals has its amounts converted once, here: x 10 for three decimals, / 100 for none
--    (half away from zero: a stored fraction of a yen is rounded to the yen). Stock, orders and
--    counts follow the business's currency; sales follow the currency each was sold in. Two-decimal
--    currencies (USD, CAD, EUR, ...) are untouched.
-- 2. Every business gets its default tax class "Standard" at its current rate (0 without settings);
--    sale lines keep the rate they were sold at, and sales their tax per rate (one rate until now).
--    A sale's goods net (before tax) is null for sales with tax added, where it is the subtotal.
-- Rows are read and written with row-level security lifted from the owner for these statements
-- (a migration is one transaction), as in 0010, since the owner need not be a superuser.
CREATE TABLE "sale_taxes" (
	"cid" text NOT NULL,
	"sale_id" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"name" text NOT NULL,
	"base_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "sale_taxes_pkey" PRIMARY KEY("cid","sale_id","rate_bp")
);
--> statement-breakpoint
CREATE TABLE "tax_classes" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_classes_pkey" PRIMARY KEY("cid","id"),
	CONSTRAINT "tax_classes_rate_ck" CHECK ("tax_classes"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "tax_class_id" text;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "goods_net_cents" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_taxes" ADD CONSTRAINT "sale_taxes_sale_fk" FOREIGN KEY ("cid","sale_id") REFERENCES "public"."sales"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_cid_name_uq" ON "tax_classes" USING btree ("cid",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_cid_default_uq" ON "tax_classes" USING btree ("cid") WHERE "tax_classes"."is_default";--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_tax_class_fk" FOREIGN KEY ("cid","tax_class_id") REFERENCES "public"."tax_classes"("cid","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_cid_tax_class_idx" ON "items" USING btree ("cid","tax_class_id");
--> statement-breakpoint
CREATE TEMPORARY TABLE "currency_minor_digits" ("currency" text PRIMARY KEY, "digits" integer NOT NULL);
--> statement-breakpoint
INSERT INTO "currency_minor_digits" VALUES ('AFN', 0), ('ALL', 0), ('BHD', 3), ('BIF', 0), ('CLP', 0), ('COP', 0), ('DJF', 0), ('GNF', 0), ('HUF', 0), ('IDR', 0), ('IQD', 0), ('IRR', 0), ('ISK', 0), ('JOD', 3), ('JPY', 0), ('KMF', 0), ('KPW', 0), ('KRW', 0), ('KWD', 3), ('LAK', 0), ('LBP', 0), ('LYD', 3), ('MGA', 0), ('MMK', 0), ('OMR', 3), ('PKR', 0), ('PYG', 0), ('RWF', 0), ('SLL', 0), ('SOS', 0), ('SYP', 0), ('TND', 3), ('UGX', 0), ('VND', 0), ('VUV', 0), ('XAF', 0), ('XOF', 0), ('XPF', 0), ('YER', 0), ('CLF', 4), ('UYW', 4);
--> statement-breakpoint
ALTER TABLE "settings" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "businesses" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inventory" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_orders" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_count_lines" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_lines" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "inventory" SET "price_cents" = CASE WHEN d.digits > 2 THEN least("inventory"."price_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "inventory"."price_cents" < 0 THEN -((50 - "inventory"."price_cents") / 100) ELSE ("inventory"."price_cents" + 50) / 100 END END, "cost_cents" = CASE WHEN d.digits > 2 THEN least("inventory"."cost_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "inventory"."cost_cents" < 0 THEN -((50 - "inventory"."cost_cents") / 100) ELSE ("inventory"."cost_cents" + 50) / 100 END END
FROM "settings" s JOIN "currency_minor_digits" d ON d."currency" = s."currency" WHERE s."cid" = "inventory"."cid";
--> statement-breakpoint
UPDATE "purchase_orders" SET "total_cents" = CASE WHEN d.digits > 2 THEN "purchase_orders"."total_cents" * power(10, d.digits - 2)::bigint ELSE CASE WHEN "purchase_orders"."total_cents" < 0 THEN -((50 - "purchase_orders"."total_cents") / 100) ELSE ("purchase_orders"."total_cents" + 50) / 100 END END
FROM "settings" s JOIN "currency_minor_digits" d ON d."currency" = s."currency" WHERE s."cid" = "purchase_orders"."cid";
--> statement-breakpoint
UPDATE "purchase_order_lines" SET "cost_cents" = CASE WHEN d.digits > 2 THEN least("purchase_order_lines"."cost_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "purchase_order_lines"."cost_cents" < 0 THEN -((50 - "purchase_order_lines"."cost_cents") / 100) ELSE ("purchase_order_lines"."cost_cents" + 50) / 100 END END
FROM "settings" s JOIN "currency_minor_digits" d ON d."currency" = s."currency" WHERE s."cid" = "purchase_order_lines"."cid";
--> statement-breakpoint
UPDATE "stock_count_lines" SET "cost_cents" = CASE WHEN d.digits > 2 THEN least("stock_count_lines"."cost_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "stock_count_lines"."cost_cents" < 0 THEN -((50 - "stock_count_lines"."cost_cents") / 100) ELSE ("stock_count_lines"."cost_cents" + 50) / 100 END END
FROM "settings" s JOIN "currency_minor_digits" d ON d."currency" = s."currency" WHERE s."cid" = "stock_count_lines"."cid";
--> statement-breakpoint
UPDATE "sale_lines" SET "price_cents" = CASE WHEN d.digits > 2 THEN least("sale_lines"."price_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sale_lines"."price_cents" < 0 THEN -((50 - "sale_lines"."price_cents") / 100) ELSE ("sale_lines"."price_cents" + 50) / 100 END END, "cost_cents" = CASE WHEN d.digits > 2 THEN least("sale_lines"."cost_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sale_lines"."cost_cents" < 0 THEN -((50 - "sale_lines"."cost_cents") / 100) ELSE ("sale_lines"."cost_cents" + 50) / 100 END END, "line_cents" = CASE WHEN d.digits > 2 THEN least("sale_lines"."line_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sale_lines"."line_cents" < 0 THEN -((50 - "sale_lines"."line_cents") / 100) ELSE ("sale_lines"."line_cents" + 50) / 100 END END
FROM "sales" s JOIN "currency_minor_digits" d ON d."currency" = s."currency" WHERE s."cid" = "sale_lines"."cid" AND s."id" = "sale_lines"."sale_id";
--> statement-breakpoint
UPDATE "sales" SET "subtotal_cents" = CASE WHEN d.digits > 2 THEN least("sales"."subtotal_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sales"."subtotal_cents" < 0 THEN -((50 - "sales"."subtotal_cents") / 100) ELSE ("sales"."subtotal_cents" + 50) / 100 END END, "discount_cents" = CASE WHEN d.digits > 2 THEN least("sales"."discount_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sales"."discount_cents" < 0 THEN -((50 - "sales"."discount_cents") / 100) ELSE ("sales"."discount_cents" + 50) / 100 END END, "shipping_cents" = CASE WHEN d.digits > 2 THEN least("sales"."shipping_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sales"."shipping_cents" < 0 THEN -((50 - "sales"."shipping_cents") / 100) ELSE ("sales"."shipping_cents" + 50) / 100 END END, "tax_cents" = CASE WHEN d.digits > 2 THEN least("sales"."tax_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sales"."tax_cents" < 0 THEN -((50 - "sales"."tax_cents") / 100) ELSE ("sales"."tax_cents" + 50) / 100 END END, "total_cents" = CASE WHEN d.digits > 2 THEN least("sales"."total_cents" * power(10, d.digits - 2)::bigint, 2147483647) ELSE CASE WHEN "sales"."total_cents" < 0 THEN -((50 - "sales"."total_cents") / 100) ELSE ("sales"."total_cents" + 50) / 100 END END, "cost_cents" = CASE WHEN d.digits > 2 THEN "sales"."cost_cents" * power(10, d.digits - 2)::bigint ELSE CASE WHEN "sales"."cost_cents" < 0 THEN -((50 - "sales"."cost_cents") / 100) ELSE ("sales"."cost_cents" + 50) / 100 END END
FROM "currency_minor_digits" d WHERE d."currency" = "sales"."currency";
--> statement-breakpoint
DROP TABLE "currency_minor_digits";
--> statement-breakpoint
INSERT INTO "tax_classes" ("id", "cid", "name", "rate_bp", "is_default")
SELECT gen_random_uuid()::text, b."id", 'Standard', coalesce(s."taxrate_bp", 0), true
FROM "businesses" b LEFT JOIN "settings" s ON s."cid" = b."id";
--> statement-breakpoint
UPDATE "sale_lines" SET "tax_rate_bp" = s."taxrate_bp" FROM "sales" s WHERE s."cid" = "sale_lines"."cid" AND s."id" = "sale_lines"."sale_id";
--> statement-breakpoint
INSERT INTO "sale_taxes" ("cid", "sale_id", "rate_bp", "name", "base_cents", "tax_cents")
SELECT "cid", "id", "taxrate_bp", 'Standard', "subtotal_cents" + "shipping_cents", "tax_cents" FROM "sales";
--> statement-breakpoint
ALTER TABLE "settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "businesses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inventory" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_orders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_count_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tax_classes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tax_classes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tax_classes_own_business" ON "tax_classes" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sale_taxes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_taxes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sale_taxes_own_business" ON "sale_taxes" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
