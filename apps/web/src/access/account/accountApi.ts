/**
 * The signed-in member's calls (visitor-portal.md §7): who they are (`auth/me`, for the account
 * menu), Log Out, and invite colleagues. `portalApi` is `{basePath}/api` (`/api` on a custom
 * domain).
 */
import type { AccountMemberView, InviteColleaguesInput } from '@candor/domain/access/access.schema';
import { accessPaths } from '@candor/domain/access/access.paths';
import { jsonRequest } from '../../api/jsonRequest.js';

export const portalApiOf = (basePath: string): string => `${basePath}/api`;

export const memberQueryKey = (basePath: string) => ['access', 'me', basePath] as const;

export const fetchMe = (basePath: string, signal?: AbortSignal): Promise<AccountMemberView> =>
  jsonRequest<AccountMemberView>('GET', accessPaths.me(portalApiOf(basePath)), undefined, signal);

export const logout = (): Promise<{ ok: true }> =>
  jsonRequest<{ ok: true }>('POST', accessPaths.logout, {});

export const inviteColleagues = (
  accountId: string,
  body: InviteColleaguesInput,
): Promise<{ ok: true }> =>
  jsonRequest<{ ok: true }>('POST', accessPaths.inviteColleague(accountId), body);
