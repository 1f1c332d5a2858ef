CREATE TABLE "staff_password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text DEFAULT 'invite' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "org_features" ALTER COLUMN "plan" SET DEFAULT 'self_hosted';--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "banner_asset_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ADD CONSTRAINT "staff_password_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ADD CONSTRAINT "staff_password_tokens_user_fk" FOREIGN KEY ("org_id","staff_user_id") REFERENCES "public"."staff_users"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_password_tokens_user" ON "staff_password_tokens" USING btree ("staff_user_id");--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD CONSTRAINT "portal_customizations_banner_asset_fk" FOREIGN KEY ("org_id","banner_asset_id") REFERENCES "public"."assets"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD CONSTRAINT "portal_customizations_brand_color" CHECK ("portal_customizations"."brand_color" ~ '^#[0-9a-f]{6}$');