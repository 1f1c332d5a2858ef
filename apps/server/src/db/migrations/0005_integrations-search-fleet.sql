CREATE TYPE "public"."questionnaire_status" AS ENUM('submitted', 'in_progress', 'answered');--> statement-breakpoint
ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search_item_selected';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search_query_entered';--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"file" jsonb,
	"link" text,
	"note" text,
	"status" "questionnaire_status" DEFAULT 'submitted' NOT NULL,
	"answer_file" jsonb,
	"answer_note" text,
	"answered_by_staff_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_file_or_link" CHECK (num_nonnulls("questionnaires"."file", "questionnaires"."link") = 1),
	CONSTRAINT "questionnaires_link_https" CHECK ("questionnaires"."link" is null or "questionnaires"."link" like 'https://%'),
	CONSTRAINT "questionnaires_answered" CHECK ("questionnaires"."status" <> 'answered' or "questionnaires"."answer_file" is not null)
);
--> statement-breakpoint
CREATE TABLE "ai_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid,
	"source_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"chunk_text" text NOT NULL,
	"embedding" real[] NOT NULL,
	"content_hash" text NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_chunks_source_kind" CHECK ("ai_chunks"."source_kind" in ('item', 'update', 'kb_entry', 'document'))
);
--> statement-breakpoint
CREATE TABLE "org_ai_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"generative_ai_enabled" boolean DEFAULT false NOT NULL,
	"trust_center_ai_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "questionnaires_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "welcome_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "privacy_url" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "extracted_text" text;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_account_fk" FOREIGN KEY ("org_id","account_id") REFERENCES "public"."accounts"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."account_members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_product_fk" FOREIGN KEY ("org_id","product_id") REFERENCES "public"."products"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_answered_by_fk" FOREIGN KEY ("org_id","answered_by_staff_id") REFERENCES "public"."staff_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chunks" ADD CONSTRAINT "ai_chunks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chunks" ADD CONSTRAINT "ai_chunks_product_fk" FOREIGN KEY ("org_id","product_id") REFERENCES "public"."products"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_ai_settings" ADD CONSTRAINT "org_ai_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domain_claims" ADD CONSTRAINT "custom_domain_claims_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaires_queue" ON "questionnaires" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_account" ON "questionnaires" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_chunks_source" ON "ai_chunks" USING btree ("org_id","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");