/** The organisation's access settings and domain rules, as the request and login calls read them. */
import type { AccessRequestFieldsConfig, AutoApproveMode } from '@candor/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessDomainRules, portalCustomizations } from '../../db/schema/index.js';

export interface AccessSettings {
  portalTitle: string;
  revision: number;
  autoApprove: AutoApproveMode;
  blockFreeEmail: boolean;
  defaultAccessDays: number | null;
  accessRequestsMailbox: string | null;
  supportMailbox: string | null;
  accessRequestFields: AccessRequestFieldsConfig;
  /** Visitors may subscribe to trust updates (the request form's 'Send me updates'). */
  updatesSubscriptionEnabled: boolean;
}

export async function loadAccessSettings(db: DbOrTx, orgId: string): Promise<AccessSettings> {
  const [row] = await db
    .select({
      portalTitle: portalCustomizations.portalTitle,
      revision: portalCustomizations.revision,
      autoApprove: portalCustomizations.autoApprove,
      blockFreeEmail: portalCustomizations.blockFreeEmail,
      defaultAccessDays: portalCustomizations.defaultAccessDays,
      accessRequestsMailbox: portalCustomizations.accessRequestsMailbox,
      supportMailbox: portalCustomizations.supportMailbox,
      accessRequestFields: portalCustomizations.accessRequestFields,
      updatesSubscriptionEnabled: portalCustomizations.updatesSubscriptionEnabled,
    })
    .from(portalCustomizations)
    .where(eq(portalCustomizations.orgId, orgId));
  return (
    row ?? {
      portalTitle: 'Trust Center',
      revision: 1,
      autoApprove: 'never',
      blockFreeEmail: true,
      defaultAccessDays: null,
      accessRequestsMailbox: null,
      supportMailbox: null,
      accessRequestFields: {},
      updatesSubscriptionEnabled: true,
    }
  );
}

export async function domainRuleOf(
  db: DbOrTx,
  orgId: string,
  domain: string,
): Promise<'auto_approve' | 'block' | null> {
  const [row] = await db
    .select({ rule: accessDomainRules.rule })
    .from(accessDomainRules)
    .where(and(eq(accessDomainRules.orgId, orgId), eq(accessDomainRules.domain, domain)));
  return row?.rule ?? null;
}

/** The expiry of access granted now: the given one, else the organisation's default days. */
export function accessExpiry(
  settings: Pick<AccessSettings, 'defaultAccessDays'>,
  now: Date,
  given?: string | null,
): Date | null {
  if (given !== undefined) return given === null ? null : new Date(given);
  if (settings.defaultAccessDays === null) return null;
  return new Date(now.getTime() + settings.defaultAccessDays * 24 * 60 * 60 * 1000);
}
