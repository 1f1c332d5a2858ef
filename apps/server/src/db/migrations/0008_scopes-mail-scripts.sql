-- Sent mail and third-party scripts gained scopes of their own (mail:read, scripts:edit).
-- Staff who could manage staff held every power these gate before; they keep them.
UPDATE "staff_users" SET "scopes" = "scopes" || '["mail:read"]'::jsonb
  WHERE "scopes" ? 'staff:manage' AND NOT "scopes" ? 'mail:read';--> statement-breakpoint
UPDATE "staff_users" SET "scopes" = "scopes" || '["scripts:edit"]'::jsonb
  WHERE "scopes" ? 'staff:manage' AND NOT "scopes" ? 'scripts:edit';
