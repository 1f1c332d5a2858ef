CREATE TABLE "custom_domain_claims" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "welcome_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "privacy_url" text;--> statement-breakpoint
ALTER TABLE "custom_domain_claims" ADD CONSTRAINT "custom_domain_claims_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;