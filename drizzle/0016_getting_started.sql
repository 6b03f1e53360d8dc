-- The dashboard's getting-started checklist (issue 18, item 1). Businesses that already sell have
-- no use for it: it starts put away for every business with a sale.
ALTER TABLE "businesses" ADD COLUMN "getting_started_dismissed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "businesses" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "businesses" b SET "getting_started_dismissed_at" = now() WHERE EXISTS (SELECT 1 FROM "sales" s WHERE s."cid" = b."id");
--> statement-breakpoint
ALTER TABLE "businesses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales" FORCE ROW LEVEL SECURITY;
