-- Each business's time zone and locale (src/domain/region.ts). Existing businesses get UTC and
-- en-US: their days, printed times and formats stay exactly as they were.
ALTER TABLE "businesses" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;