/**
 * The private area's page data for a web test, as the server would send it to a staff member of
 * Acme holding `scopes` (abilities through the domain's own rules), or to the operator without an
 * organisation when `org` is null.
 */
import { staffAbilities, type AdminPageData } from '@candor/domain';

export const ACME_ORG = { id: 'o1', name: 'Acme Corp', slug: 'acme', portalUrl: '/acme' };

export function adminPageData(
  scopes: readonly string[],
  extra: Partial<AdminPageData> = {},
): AdminPageData {
  const org = extra.org === undefined ? ACME_ORG : extra.org;
  const user = { id: 'u1', email: 'sam@acme.example', displayName: 'Sam Staff' };
  const actor = org
    ? { type: 'staff' as const, userId: user.id, orgId: org.id, email: user.email, scopes }
    : { type: 'operator' as const, userId: user.id, email: user.email };
  return {
    user,
    org,
    plan: 'self_hosted',
    features: {},
    abilities: staffAbilities(actor, org?.id ?? null),
    ...extra,
  };
}
