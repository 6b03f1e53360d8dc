-- Row-level security: PostgreSQL itself holds the app's role to one business. Every table that
-- holds a business's rows shows and accepts only the rows whose business is the connection's
-- `app.cid`, which the server sets from the caller's session (docs/scaling.md). With no business
-- set, such a table is empty. The setting is read in a scalar subquery, so PostgreSQL reads it
-- once per statement rather than once per row (a list page reads hundreds of index rows). FORCE
-- applies the rules to the tables' owner as well; only a superuser or a BYPASSRLS role
-- (maintenance tools) sees across businesses.
-- The exception by design is listed in src/server/db/global-tables.ts: user_logins and
-- wallet_receipts are read across businesses (sign-in by e-mail, a customer's wallet) but each row
-- can only be written by the business it names.
ALTER TABLE "businesses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "businesses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "businesses_own_business" ON "businesses" USING ("id" = (SELECT current_setting('app.cid', true))) WITH CHECK ("id" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "users_own_business" ON "users" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sessions_own_business" ON "sessions" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "items_own_business" ON "items" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "manufacturers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "manufacturers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "manufacturers_own_business" ON "manufacturers" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "settings_own_business" ON "settings" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "inventory" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "inventory" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "inventory_own_business" ON "inventory" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sales" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sales_own_business" ON "sales" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "sale_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sale_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sale_lines_own_business" ON "sale_lines" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "receipt_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "receipt_images" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "receipt_images_own_business" ON "receipt_images" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "user_logins" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_logins" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_logins_read_by_all" ON "user_logins" FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY "user_logins_insert_own_business" ON "user_logins" FOR INSERT WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
CREATE POLICY "user_logins_update_own_business" ON "user_logins" FOR UPDATE USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
CREATE POLICY "user_logins_delete_own_business" ON "user_logins" FOR DELETE USING ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
ALTER TABLE "wallet_receipts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "wallet_receipts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "wallet_receipts_read_by_all" ON "wallet_receipts" FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY "wallet_receipts_insert_own_business" ON "wallet_receipts" FOR INSERT WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
CREATE POLICY "wallet_receipts_update_own_business" ON "wallet_receipts" FOR UPDATE USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
--> statement-breakpoint
CREATE POLICY "wallet_receipts_delete_own_business" ON "wallet_receipts" FOR DELETE USING ("cid" = (SELECT current_setting('app.cid', true)));
