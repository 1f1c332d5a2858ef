ALTER TYPE "public"."actor_type" ADD VALUE 'operator' BEFORE 'member';--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ALTER COLUMN "org_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "org_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "org_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ADD CONSTRAINT "staff_password_tokens_staff_user_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_org_or_operator" CHECK ("staff_users"."org_id" is not null or "staff_users"."is_operator");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_org" CHECK ("sessions"."kind" = 'staff' or "sessions"."org_id" is not null);--> statement-breakpoint
-- hand-written
-- The operator is the installation's, no longer a stored scope: whoever held installation:admin
-- becomes the operator, and the scope leaves the stored list.
UPDATE "staff_users" SET "is_operator" = true, "scopes" = "scopes" - 'installation:admin' WHERE "scopes" ? 'installation:admin';--> statement-breakpoint
-- Single sign-on and the data export have scopes of their own (sso:manage, data:export). Staff
-- who manage staff are the organisation's admins (the Admin role holds both): they get them.
UPDATE "staff_users" SET "scopes" = "scopes" || '["sso:manage"]'::jsonb
  WHERE "scopes" ? 'staff:manage' AND NOT "scopes" ? 'sso:manage';--> statement-breakpoint
UPDATE "staff_users" SET "scopes" = "scopes" || '["data:export"]'::jsonb
  WHERE "scopes" ? 'staff:manage' AND NOT "scopes" ? 'data:export';
