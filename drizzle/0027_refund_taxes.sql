-- Refunds give back each named tax apart (GST and QST, a compound tax on its base), as the sale
-- charged them: each sale line keeps its class's taxes when sold, and each return the tax it gave
-- back per tax, so reports net each tax of the sales against its refunds. Lines sold before keep an
-- empty list and refund at their single rate, as they always did.
CREATE TABLE "sale_return_taxes" (
	"cid" text NOT NULL,
	"return_id" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"name" text NOT NULL,
	"named" boolean DEFAULT false NOT NULL,
	"base_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	CONSTRAINT "sale_return_taxes_pkey" PRIMARY KEY("cid","return_id","rate_ppm","named","name")
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_return_taxes" ADD CONSTRAINT "sale_return_taxes_return_fk" FOREIGN KEY ("cid","return_id") REFERENCES "public"."sale_returns"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_taxes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sale_return_taxes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sale_return_taxes_own_business" ON "sale_return_taxes" USING ("cid" = current_setting('app.cid', true)) WITH CHECK ("cid" = current_setting('app.cid', true));--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "sale_return_taxes" TO stocktill_app;
