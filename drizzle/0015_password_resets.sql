-- Password resets by e-mail (issue 18, item 8): a business table like every other, so the link
-- carries the business it belongs to and is read under that business's row-level security.
CREATE TABLE "password_resets" (
	"cid" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_pkey" PRIMARY KEY("cid","token_hash")
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_fk" FOREIGN KEY ("cid","user_id") REFERENCES "public"."users"("cid","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_cid_user_idx" ON "password_resets" USING btree ("cid","user_id");
--> statement-breakpoint
ALTER TABLE "password_resets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "password_resets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "password_resets_own_business" ON "password_resets" USING ("cid" = (SELECT current_setting('app.cid', true))) WITH CHECK ("cid" = (SELECT current_setting('app.cid', true)));
