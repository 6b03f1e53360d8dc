CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"bname" text NOT NULL,
	"fname" text NOT NULL,
	"lname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"mailcode" text NOT NULL,
	"apikey" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"upc" text NOT NULL,
	"item" text NOT NULL,
	"manufacturer" text NOT NULL,
	"subname" text NOT NULL,
	"qty" integer NOT NULL,
	"lowinventory" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"item" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"manufacturer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"sale_id" text NOT NULL,
	"cid" text NOT NULL,
	"inventory_id" text NOT NULL,
	"upc" text NOT NULL,
	"item" text NOT NULL,
	"manufacturer" text NOT NULL,
	"subname" text NOT NULL,
	"qty" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"discount_pct" integer NOT NULL,
	"line_cents" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"user_id" text,
	"barcode" text NOT NULL,
	"qfname" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"taxrate_bp" integer NOT NULL,
	"currency" text NOT NULL,
	"wallet_id" text,
	"idempotency_key" text,
	"returned" boolean DEFAULT false NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"cid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"taxrate_bp" integer NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cid_businesses_id_fk" FOREIGN KEY ("cid") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_cid_upc_uq" ON "inventory" USING btree ("cid","upc");--> statement-breakpoint
CREATE INDEX "inventory_cid_mfg_idx" ON "inventory" USING btree ("cid","manufacturer","id");--> statement-breakpoint
CREATE INDEX "inventory_cid_updated_idx" ON "inventory" USING btree ("cid","updated_at");--> statement-breakpoint
CREATE INDEX "inventory_upc_trgm" ON "inventory" USING gin (lower("upc") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_mfg_trgm" ON "inventory" USING gin (lower("manufacturer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_subname_trgm" ON "inventory" USING gin (lower("subname") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "items_cid_item_uq" ON "items" USING btree ("cid",lower("item"));--> statement-breakpoint
CREATE INDEX "items_item_trgm" ON "items" USING gin (lower("item") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_failures_email_at_idx" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_cid_name_uq" ON "manufacturers" USING btree ("cid",lower("manufacturer"));--> statement-breakpoint
CREATE INDEX "manufacturers_name_trgm" ON "manufacturers" USING gin (lower("manufacturer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_lines_cid_inv_idx" ON "sale_lines" USING btree ("cid","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_cid_barcode_uq" ON "sales" USING btree ("cid","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_qfname_uq" ON "sales" USING btree ("qfname");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_cid_idem_uq" ON "sales" USING btree ("cid","idempotency_key");--> statement-breakpoint
CREATE INDEX "sales_cid_created_idx" ON "sales" USING btree ("cid","created_at");--> statement-breakpoint
CREATE INDEX "sales_wallet_idx" ON "sales" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_cid_uq" ON "settings" USING btree ("cid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_cid_idx" ON "users" USING btree ("cid");