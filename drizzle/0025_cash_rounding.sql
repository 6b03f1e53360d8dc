ALTER TABLE "businesses" ADD COLUMN "cash_rounding" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cash_rounding_cents" integer DEFAULT 0 NOT NULL;