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
