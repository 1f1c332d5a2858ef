CREATE TYPE "public"."questionnaire_status" AS ENUM('submitted', 'in_progress', 'answered');--> statement-breakpoint
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
ALTER TABLE "portal_customizations" ADD COLUMN "questionnaires_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_account_fk" FOREIGN KEY ("org_id","account_id") REFERENCES "public"."accounts"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_member_fk" FOREIGN KEY ("org_id","member_id") REFERENCES "public"."account_members"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_product_fk" FOREIGN KEY ("org_id","product_id") REFERENCES "public"."products"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_answered_by_fk" FOREIGN KEY ("org_id","answered_by_staff_id") REFERENCES "public"."staff_users"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaires_queue" ON "questionnaires" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_account" ON "questionnaires" USING btree ("account_id","created_at");