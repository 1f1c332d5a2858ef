-- 0001 renamed sessions.user_id to staff_user_id but kept its NOT NULL: member sessions need it null.
ALTER TABLE "sessions" ALTER COLUMN "staff_user_id" DROP NOT NULL;--> statement-breakpoint
CREATE TYPE "public"."analytics_event_kind" AS ENUM('portal_view', 'document_view', 'document_download', 'access_request', 'nda_acceptance');--> statement-breakpoint
CREATE TYPE "public"."used_token_kind" AS ENUM('invite', 'byoid');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" "analytics_event_kind" NOT NULL,
	"product_id" uuid,
	"account_id" uuid,
	"member_id" uuid,
	"file_id" uuid,
	"item_uid" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_login_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"product_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "used_tokens" (
	"org_id" uuid NOT NULL,
	"kind" "used_token_kind" NOT NULL,
	"token_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_tokens_org_id_kind_token_id_pk" PRIMARY KEY("org_id","kind","token_id")
);
--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "access_requests_mailbox" text;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "byoid_public_key" text;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "byoid_jwks_url" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_tokens" ADD CONSTRAINT "member_login_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_tokens" ADD CONSTRAINT "member_login_tokens_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."account_members"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_tokens" ADD CONSTRAINT "used_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_org_time" ON "analytics_events" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_org_kind_time" ON "analytics_events" USING btree ("org_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_account" ON "analytics_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_file" ON "analytics_events" USING btree ("file_id","created_at");--> statement-breakpoint
CREATE INDEX "member_login_tokens_member" ON "member_login_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_login_tokens_expires" ON "member_login_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "used_tokens_expires" ON "used_tokens" USING btree ("expires_at");