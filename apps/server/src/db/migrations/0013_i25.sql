CREATE TYPE "public"."login_token_purpose" AS ENUM('sign_in', 'extend_access');--> statement-breakpoint
ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search_items_viewed';--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "subscribe_terms_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_login_tokens" ADD COLUMN "purpose" "login_token_purpose" DEFAULT 'sign_in' NOT NULL;