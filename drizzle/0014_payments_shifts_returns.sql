-- Taking and balancing the money (docs/money.md): each sale's payments, registers and their shifts
-- (the cash drawer), pay-ins and pay-outs, and returns of some units of a receipt with their refunds.
-- Every new table is a business table: cid leads every key, and row-level security is forced below.
--
-- History is filled in so the reports read one way for old and new sales: every business gets
-- "Register 1"; every past sale was paid in cash, exactly (what the spec's terminal took); every
-- receipt already returned was returned whole, refunded in cash, when it was marked returned.
CREATE TABLE "refund_payments" (
	"cid" text NOT NULL,
	"return_id" text NOT NULL,
	"position" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"shift_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payments_pkey" PRIMARY KEY("cid","return_id","position"),
	CONSTRAINT "refund_payments_method_ck" CHECK ("refund_payments"."method" in ('cash', 'card', 'other')),
	CONSTRAINT "refund_payments_amount_ck" CHECK ("refund_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registers_pkey" PRIMARY KEY("cid","id")
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"cid" text NOT NULL,
	"sale_id" text NOT NULL,
	"position" integer NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"shift_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_pkey" PRIMARY KEY("cid","sale_id","position"),
	CONSTRAINT "sale_payments_method_ck" CHECK ("sale_payments"."method" in ('cash', 'card', 'other')),
	CONSTRAINT "sale_payments_amount_ck" CHECK ("sale_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_return_lines" (
	"cid" text NOT NULL,
	"return_id" text NOT NULL,
	"sale_line_id" text NOT NULL,
	"inventory_id" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "sale_return_lines_pkey" PRIMARY KEY("cid","return_id","sale_line_id"),
	CONSTRAINT "sale_return_lines_qty_ck" CHECK ("sale_return_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"sale_id" text NOT NULL,
	"user_id" text,
	"register_id" text,
	"shift_id" text,
	"refund_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_returns_pkey" PRIMARY KEY("cid","id")
);
--> statement-breakpoint
CREATE TABLE "shift_cash" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"shift_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_pkey" PRIMARY KEY("cid","id")
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" text NOT NULL,
	"cid" text NOT NULL,
	"register_id" text NOT NULL,
	"opened_by" text,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_cents" integer NOT NULL,
	"closed_by" text,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"counted_cents" integer,
	"expected_cash_cents" integer,
	CONSTRAINT "shifts_pkey" PRIMARY KEY("cid","id")
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "returned_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "register_id" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "shift_id" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "change_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_payments" ADD CONSTRAINT "refund_payments_return_fk" FOREIGN KEY ("cid","return_id") REFERENCES "public"."sale_returns"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_fk" FOREIGN KEY ("cid","sale_id") REFERENCES "public"."sales"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_return_fk" FOREIGN KEY ("cid","return_id") REFERENCES "public"."sale_returns"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_fk" FOREIGN KEY ("cid","sale_id") REFERENCES "public"."sales"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash" ADD CONSTRAINT "shift_cash_shift_fk" FOREIGN KEY ("cid","shift_id") REFERENCES "public"."shifts"("cid","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_register_fk" FOREIGN KEY ("cid","register_id") REFERENCES "public"."registers"("cid","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_payments_cid_shift_idx" ON "refund_payments" USING btree ("cid","shift_id") WHERE "refund_payments"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "refund_payments_cid_created_idx" ON "refund_payments" USING btree ("cid","created_at","method");--> statement-breakpoint
CREATE UNIQUE INDEX "registers_cid_name_uq" ON "registers" USING btree ("cid",lower("name"));--> statement-breakpoint
CREATE INDEX "sale_payments_cid_shift_idx" ON "sale_payments" USING btree ("cid","shift_id") WHERE "sale_payments"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_payments_cid_created_idx" ON "sale_payments" USING btree ("cid","created_at","method");--> statement-breakpoint
CREATE INDEX "sale_returns_cid_sale_idx" ON "sale_returns" USING btree ("cid","sale_id");--> statement-breakpoint
CREATE INDEX "sale_returns_cid_shift_idx" ON "sale_returns" USING btree ("cid","shift_id") WHERE "sale_returns"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_returns_cid_created_idx" ON "sale_returns" USING btree ("cid","created_at");--> statement-breakpoint
CREATE INDEX "shift_cash_cid_shift_idx" ON "shift_cash" USING btree ("cid","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_cid_register_open_uq" ON "shifts" USING btree ("cid","register_id") WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_cid_opened_idx" ON "shifts" USING btree ("cid","opened_at");--> statement-breakpoint
CREATE INDEX "sales_cid_shift_idx" ON "sales" USING btree ("cid","shift_id") WHERE "sales"."shift_id" is not null;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_returned_ck" CHECK ("sale_lines"."returned_qty" between 0 and "sale_lines"."qty");
--> statement-breakpoint
ALTER TABLE "businesses" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_lines" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "registers" ("id", "cid", "name") SELECT gen_random_uuid()::text, "id", 'Register 1' FROM "businesses";
--> statement-breakpoint
INSERT INTO "sale_payments" ("cid", "sale_id", "position", "method", "amount_cents", "created_at")
SELECT "cid", "id", 0, 'cash', "total_cents", "created_at" FROM "sales" WHERE "total_cents" > 0;
--> statement-breakpoint
UPDATE "sale_lines" l SET "returned_qty" = l."qty" FROM "sales" s WHERE s."cid" = l."cid" AND s."id" = l."sale_id" AND s."returned";
--> statement-breakpoint
UPDATE "sales" SET "refunded_cents" = "total_cents" WHERE "returned";
--> statement-breakpoint
INSERT INTO "sale_returns" ("id", "cid", "sale_id", "refund_cents", "created_at")
SELECT 'whole-' || "id", "cid", "id", "total_cents", coalesce("returned_at", "created_at") FROM "sales" WHERE "returned";
--> statement-breakpoint
INSERT INTO "sale_return_lines" ("cid", "return_id", "sale_line_id", "inventory_id", "qty")
SELECT l."cid", 'whole-' || l."sale_id", l."id", l."inventory_id", l."qty" FROM "sale_lines" l JOIN "sales" s ON s."cid" = l."cid" AND s."id" = l."sale_id" WHERE s."returned";
--> statement-breakpoint
INSERT INTO "refund_payments" ("cid", "return_id", "position", "method", "amount_cents", "created_at")
SELECT "cid", "id", 0, 'cash', "refund_cents", "created_at" FROM "sale_returns" WHERE "refund_cents" > 0;
--> statement-breakpoint
ALTER TABLE "businesses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "registers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "registers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "registers_own_business" ON "registers" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "shifts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "shifts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shifts_own_business" ON "shifts" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "shift_cash" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "shift_cash" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "shift_cash_own_business" ON "shift_cash" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sale_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sale_payments_own_business" ON "sale_payments" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sale_returns" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_returns" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sale_returns_own_business" ON "sale_returns" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sale_return_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_return_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sale_return_lines_own_business" ON "sale_return_lines" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "refund_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "refund_payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "refund_payments_own_business" ON "refund_payments" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
