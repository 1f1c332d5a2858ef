CREATE TABLE "audit_checkpoints" (
	"org_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"row_count" integer NOT NULL,
	"head_id" bigint NOT NULL,
	"head_hash" text NOT NULL,
	"payload" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_checkpoints_org_id_sequence_pk" PRIMARY KEY("org_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ADD CONSTRAINT "audit_checkpoints_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;