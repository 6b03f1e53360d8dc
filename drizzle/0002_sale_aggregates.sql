ALTER TABLE "sales" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sales made before these columns existed get the sums of their own lines.
UPDATE "sales" AS s SET "units" = l."units", "cost_cents" = l."cost_cents"
FROM (
  SELECT "sale_id", sum("qty")::integer AS "units", sum("qty"::bigint * "cost_cents") AS "cost_cents"
  FROM "sale_lines"
  GROUP BY "sale_id"
) AS l
WHERE l."sale_id" = s."id";
--> statement-breakpoint
-- The summary groups receipts by UTC day. Without statistics on that expression the planner
-- guesses one group per row, so it sorts a year of receipts (spilling to disk) instead of hashing
-- a few hundred days.
CREATE STATISTICS IF NOT EXISTS "sales_utc_day_stats" ON (("created_at" AT TIME ZONE 'UTC')::date) FROM "sales";--> statement-breakpoint
ANALYZE "sales";
