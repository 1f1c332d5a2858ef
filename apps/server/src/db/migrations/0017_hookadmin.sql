-- Webhooks and chat channels have a scope of their own (webhooks:manage). Staff who manage staff
-- are the organisation's admins (the Admin role holds every grantable scope): they get it.
UPDATE "staff_users" SET "scopes" = "scopes" || '["webhooks:manage"]'::jsonb
  WHERE "scopes" ? 'staff:manage' AND NOT "scopes" ? 'webhooks:manage';
