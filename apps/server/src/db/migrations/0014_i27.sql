CREATE TABLE "member_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_api_tokens_token_hash" UNIQUE("token_hash"),
	CONSTRAINT "member_api_tokens_org_id_id" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prev_hash" text,
	"entry_hash" text NOT NULL,
	CONSTRAINT "document_log_version" UNIQUE("org_id","file_id","version")
);
--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "disclosure_policy_url" text;--> statement-breakpoint
ALTER TABLE "member_api_tokens" ADD CONSTRAINT "member_api_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_api_tokens" ADD CONSTRAINT "member_api_tokens_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."account_members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_log" ADD CONSTRAINT "document_log_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_api_tokens_member" ON "member_api_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "document_log_org" ON "document_log" USING btree ("org_id","id");