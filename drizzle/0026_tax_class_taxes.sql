ALTER TABLE "sale_taxes" ADD COLUMN "named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_classes" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_taxes" DROP CONSTRAINT "sale_taxes_pkey";
--> statement-breakpoint
ALTER TABLE "sale_taxes" ADD CONSTRAINT "sale_taxes_pkey" PRIMARY KEY("cid","sale_id","rate_ppm","named","name");