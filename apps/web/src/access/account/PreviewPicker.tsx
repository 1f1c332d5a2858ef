/**
 * Staff preview (visitor-portal.md §1, §6 'Preview'): the staff bar's picker chooses an account
 * and/or a permission profile and opens the portal as them (`?accountId=` /
 * `?permissionProfileId=`, which the server's viewer reads), and the banner says whom the page
 * is previewed as, with 'Exit preview'. The lists come from `GET /api/access/preview-options`.
 */
import { accessPaths } from '@candor/domain/access/access.paths';
import { MEMBER_MESSAGES } from '@candor/domain/access/access.messages';
import type { PreviewOptions } from '@candor/domain/access/access.schema';
import {
  PREVIEW_AS_VISITOR,
  portalSearch,
  type PreviewAsParam,
} from '@candor/domain/portal/portalQuery';
import { useId, useRef, useState } from 'react';
import { jsonRequest } from '../../api/jsonRequest.js';
import { useLazyQuery } from '../../api/queryRuntime.js';
import { useHydrated } from '../../ui/useHydrated.js';
import { EyeIcon } from '../../ui/icons.js';
import { readUrlState } from '../../portal/urlState.js';
import classes from './PreviewPicker.module.css';
import { useDismiss } from '../../ui/useDismiss.js';

const previewOptionsKey = ['access', 'preview-options'] as const;
const fetchPreviewOptions = ({ signal }: { signal: AbortSignal }) =>
  jsonRequest<PreviewOptions>('GET', accessPaths.previewOptions, undefined, signal);

/**
 * The portal as an account and/or profile, or as an anonymous visitor (`previewAs`), on the
 * product shown now; all null: the staff member's own view.
 */
export function previewHref(
  basePath: string,
  as: {
    accountId: string | null;
    permissionProfileId: string | null;
    previewAs?: PreviewAsParam | null;
  },
): string {
  const product = typeof window === 'undefined' ? null : readUrlState().product;
  return `${basePath || '/'}${portalSearch({ previewAs: null, ...as, product })}`;
}

const ANONYMOUS_VISITOR = 'an anonymous visitor';

export function PreviewPicker({ basePath }: { basePath: string }) {
  const [open, setOpen] = useState(false);
  const [accountId, setAccountId] = useState('');
  const [profileId, setProfileId] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const accountField = useId();
  const profileField = useId();
  const [options, optionsSource] = useLazyQuery({
    queryKey: previewOptionsKey,
    queryFn: fetchPreviewOptions,
    enabled: open,
    retry: false,
  });

  useDismiss(open, root, () => setOpen(false));

  const chosen = accountId !== '' || profileId !== '';
  return (
    <div className={classes.root} ref={root}>
      {optionsSource}
      <button
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <EyeIcon size={15} />
        Preview as…
      </button>
      {open ? (
        <form
          className={classes.panel}
          aria-label="Preview the portal as"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            window.location.assign(
              previewHref(basePath, {
                accountId: accountId || null,
                permissionProfileId: profileId || null,
              }),
            );
          }}
        >
          <a
            className={classes.visitor}
            href={previewHref(basePath, {
              accountId: null,
              permissionProfileId: null,
              previewAs: PREVIEW_AS_VISITOR,
            })}
          >
            Anonymous visitor
            <span className={classes.note}>The portal as someone with no session sees it</span>
          </a>
          <p className={classes.or}>Or as an account or permission profile</p>
          {options.isPending ? <p className={classes.note}>Loading…</p> : null}
          {options.isError ? (
            <p className={classes.error} role="alert">
              {options.error?.message}
            </p>
          ) : null}
          {options.data ? (
            <>
              <label className={classes.label} htmlFor={accountField}>
                Account
              </label>
              <select
                id={accountField}
                className={classes.select}
                value={accountId}
                onChange={(event) => setAccountId(event.currentTarget.value)}
              >
                <option value="">None</option>
                {options.data.accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.name}
                  </option>
                ))}
              </select>
              <label className={classes.label} htmlFor={profileField}>
                Permission profile
              </label>
              <select
                id={profileField}
                className={classes.select}
                value={profileId}
                onChange={(event) => setProfileId(event.currentTarget.value)}
              >
                <option value="">{accountId ? "The account's" : 'None'}</option>
                {options.data.permissionProfiles.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.name}
                    {profile.isDefault ? ' (default)' : ''}
                  </option>
                ))}
              </select>
              {options.data.accounts.length === 0 &&
              options.data.permissionProfiles.length === 0 ? (
                <p className={classes.note}>No accounts or permission profiles yet.</p>
              ) : null}
              <button type="submit" className={classes.submit} disabled={!chosen}>
                Preview
              </button>
            </>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/** 'Previewing as …' with 'Exit preview' (preview mode only). */
export function PreviewBanner({
  previewingAs,
  basePath,
}: {
  previewingAs: {
    accountId: string | null;
    permissionProfileId: string | null;
    anonymous?: boolean;
  } | null;
  basePath: string;
}) {
  const hydrated = useHydrated();
  const [options, optionsSource] = useLazyQuery({
    queryKey: previewOptionsKey,
    queryFn: fetchPreviewOptions,
    enabled: hydrated && previewingAs !== null && !previewingAs.anonymous,
    retry: false,
  });
  const account = options.data?.accounts.find((a) => a.id === previewingAs?.accountId);
  const profile = options.data?.permissionProfiles.find(
    (p) => p.id === previewingAs?.permissionProfileId,
  );
  const names = [
    previewingAs?.accountId ? (account?.name ?? 'an account') : null,
    previewingAs?.permissionProfileId
      ? profile
        ? `the ${profile.name} profile`
        : 'a permission profile'
      : null,
  ].filter((name): name is string => name !== null);
  return (
    <div className={classes.banner} role="status" data-testid="preview-banner">
      {optionsSource}
      <span>
        {MEMBER_MESSAGES.previewingAs(
          previewingAs?.anonymous ? ANONYMOUS_VISITOR : names.join(' with ') || 'a visitor',
        )}
      </span>
      <a
        className={classes.exit}
        href={previewHref(basePath, { accountId: null, permissionProfileId: null })}
      >
        {MEMBER_MESSAGES.exitPreview}
      </a>
    </div>
  );
}
