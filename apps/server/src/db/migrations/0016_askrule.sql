ALTER TABLE "portal_customizations" ADD COLUMN "ask_url" text;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "ask_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_customizations" ADD COLUMN "ask_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "ask_note" text;