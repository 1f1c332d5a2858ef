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
ALTER TABLE "document_log" ADD CONSTRAINT "document_log_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_log_org" ON "document_log" USING btree ("org_id","id");