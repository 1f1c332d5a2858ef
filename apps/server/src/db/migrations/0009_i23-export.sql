CREATE TABLE "audit_archives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"source_org_id" text NOT NULL,
	"source_slug" text NOT NULL,
	"row_count" integer NOT NULL,
	"head_hash" text,
	"rows" jsonb NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_archives" ADD CONSTRAINT "audit_archives_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;