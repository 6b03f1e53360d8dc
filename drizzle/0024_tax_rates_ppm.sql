ALTER TABLE "sale_lines" RENAME COLUMN "tax_rate_bp" TO "tax_rate_ppm";--> statement-breakpoint
ALTER TABLE "sale_lines" RENAME COLUMN "catalog_tax_rate_bp" TO "catalog_tax_rate_ppm";--> statement-breakpoint
ALTER TABLE "sale_taxes" RENAME COLUMN "rate_bp" TO "rate_ppm";--> statement-breakpoint
ALTER TABLE "sales" RENAME COLUMN "taxrate_bp" TO "taxrate_ppm";--> statement-breakpoint
ALTER TABLE "settings" RENAME COLUMN "taxrate_bp" TO "taxrate_ppm";--> statement-breakpoint
ALTER TABLE "tax_classes" RENAME COLUMN "rate_bp" TO "rate_ppm";--> statement-breakpoint
ALTER TABLE "price_history" RENAME COLUMN "tax_rate_bp" TO "tax_rate_ppm";--> statement-breakpoint
ALTER TABLE "tax_classes" DROP CONSTRAINT "tax_classes_rate_ck";--> statement-breakpoint
ALTER TABLE "sale_taxes" DROP CONSTRAINT "sale_taxes_pkey";
--> statement-breakpoint
-- Hundredths of a percent become ten-thousandths (× 100), exactly; the key is off meanwhile so no row meets another's new rate halfway.
UPDATE "sale_lines" SET "tax_rate_ppm" = "tax_rate_ppm" * 100, "catalog_tax_rate_ppm" = "catalog_tax_rate_ppm" * 100;--> statement-breakpoint
UPDATE "sale_taxes" SET "rate_ppm" = "rate_ppm" * 100;--> statement-breakpoint
UPDATE "sales" SET "taxrate_ppm" = "taxrate_ppm" * 100;--> statement-breakpoint
UPDATE "settings" SET "taxrate_ppm" = "taxrate_ppm" * 100;--> statement-breakpoint
UPDATE "tax_classes" SET "rate_ppm" = "rate_ppm" * 100;--> statement-breakpoint
UPDATE "price_history" SET "tax_rate_ppm" = "tax_rate_ppm" * 100;--> statement-breakpoint
ALTER TABLE "sale_taxes" ADD CONSTRAINT "sale_taxes_pkey" PRIMARY KEY("cid","sale_id","rate_ppm");--> statement-breakpoint
ALTER TABLE "tax_classes" ADD CONSTRAINT "tax_classes_rate_ck" CHECK ("tax_classes"."rate_ppm" between 0 and 1000000);
