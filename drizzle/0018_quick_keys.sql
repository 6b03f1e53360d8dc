-- The terminal's quick keys (issue 16, item 4): an ordered grid of favourite products per business,
-- read under the business's row-level security like every other business table.
CREATE TABLE "quick_keys" (
	"cid" text NOT NULL,
	"inventory_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_keys_pkey" PRIMARY KEY("cid","inventory_id")
);
--> statement-breakpoint
ALTER TABLE "quick_keys" ADD CONSTRAINT "quick_keys_inventory_fk" FOREIGN KEY ("cid","inventory_id") REFERENCES "public"."inventory"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quick_keys_cid_position_uq" ON "quick_keys" USING btree ("cid","position");
--> statement-breakpoint
ALTER TABLE "quick_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "quick_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "quick_keys_own_business" ON "quick_keys" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
