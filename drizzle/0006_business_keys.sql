-- Keys carry the business (docs/scaling.md): every business table's primary key becomes
-- (cid, id), its unique indexes and foreign keys to other business tables include cid, and the two
-- look-ups that read across businesses by design move into small global tables: user_logins
-- (sign-in by e-mail; one e-mail, one account across the service) and wallet_receipts (a
-- customer's wallet). Ids keep their values, so nothing outside the database changes. The global
-- tables are filled from the rows already here, in this same transaction.
CREATE TABLE "user_logins" (
	"email" text PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_receipts" (
	"wallet_id" text NOT NULL,
	"cid" text NOT NULL,
	"sale_id" text NOT NULL,
	"qfname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_receipts_pkey" PRIMARY KEY("wallet_id","cid","sale_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_images" (
	"cid" text NOT NULL,
	"sale_id" text NOT NULL,
	"returned" boolean NOT NULL,
	"png" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_images_pkey" PRIMARY KEY("cid","sale_id","returned")
);
--> statement-breakpoint
-- Foreign keys on id alone go first: they depend on the primary keys being replaced.
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "sale_lines_sale_idx";
--> statement-breakpoint
DROP INDEX "sales_qfname_uq";
--> statement-breakpoint
DROP INDEX "sales_wallet_idx";
--> statement-breakpoint
DROP INDEX "sessions_user_idx";
--> statement-breakpoint
DROP INDEX "users_email_lower_uq";
--> statement-breakpoint
DROP INDEX "users_cid_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "items" DROP CONSTRAINT "items_pkey";
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "manufacturers" DROP CONSTRAINT "manufacturers_pkey";
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_pkey";
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "inventory" DROP CONSTRAINT "inventory_pkey";
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_pkey";
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "sale_lines" DROP CONSTRAINT "sale_lines_pkey";
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_pkey" PRIMARY KEY("cid","id");
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_fk" FOREIGN KEY ("cid","sale_id") REFERENCES "public"."sales"("cid","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("cid","user_id") REFERENCES "public"."users"("cid","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_images" ADD CONSTRAINT "receipt_images_sale_fk" FOREIGN KEY ("cid","sale_id") REFERENCES "public"."sales"("cid","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_receipts" ADD CONSTRAINT "wallet_receipts_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "wallet_receipts_wallet_qfname_idx" ON "wallet_receipts" USING btree ("wallet_id","qfname");
--> statement-breakpoint
CREATE INDEX "sale_lines_cid_sale_idx" ON "sale_lines" USING btree ("cid","sale_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_cid_qfname_uq" ON "sales" USING btree ("cid","qfname");
--> statement-breakpoint
CREATE INDEX "sessions_cid_user_idx" ON "sessions" USING btree ("cid","user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_cid_email_lower_uq" ON "users" USING btree ("cid",lower("email"));
--> statement-breakpoint
-- E-mails were unique across the service already (users_email_lower_uq), so this cannot collide.
INSERT INTO "user_logins" ("email", "cid", "user_id") SELECT lower("email"), "cid", "id" FROM "users";
--> statement-breakpoint
INSERT INTO "wallet_receipts" ("wallet_id", "cid", "sale_id", "qfname", "created_at")
  SELECT "wallet_id", "cid", "id", "qfname", "created_at" FROM "sales" WHERE "wallet_id" IS NOT NULL;
