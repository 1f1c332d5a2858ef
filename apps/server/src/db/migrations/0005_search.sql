ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search_item_selected';--> statement-breakpoint
ALTER TYPE "public"."analytics_event_kind" ADD VALUE 'search_query_entered';--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "extracted_text" text;