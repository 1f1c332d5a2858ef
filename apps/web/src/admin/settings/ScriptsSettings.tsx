/**
 * The organisation's scripts (visitor-portal.md §3): HubSpot, Google Analytics, gtag, Google
 * Tag Manager and Intercom script URLs (https is added when no scheme is given), loaded on the
 * portal only after the visitor agrees to their category, and the cookie banner: Candor's own
 * consent dialog, or one of the five supported banners. The portal's Content-Security-Policy
 * allows exactly these hosts. The Settings page's Scripts tab (PATCH settings with `scripts`).
 */
import {
  COOKIE_BANNER_TYPES,
  SCRIPT_VENDOR_CATEGORY,
  SCRIPT_VENDOR_LABELS,
  SCRIPT_VENDORS,
  CONSENT_CATEGORY_LABELS,
  type CookieBannerType,
  type ScriptVendor,
  type ScriptsSettings as ScriptsValues,
  type ScriptsSettingsInput,
} from '@candor/domain/consent/scripts';
import { Fieldset, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '../../api/queries.js';
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Settings } from '../api/adminApi.js';
import { SaveButtons } from '../ui/SaveButtons.js';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard.js';

const BANNER_LABELS: Record<CookieBannerType, string> = {
  hubspot: 'HubSpot',
  cookiebot: 'Cookiebot',
  dropbox: 'Dropbox',
  paypal: 'PayPal',
  onetrust: 'OneTrust',
};

const PLACEHOLDERS: Record<ScriptVendor, string> = {
  hubspot: 'js.hs-scripts.com/1234567.js',
  google_ua: 'www.google-analytics.com/analytics.js',
  gtag: 'www.googletagmanager.com/gtag/js?id=G-XXXXXXX',
  gtm: 'www.googletagmanager.com/gtm.js?id=GTM-XXXXXX',
  intercom: 'widget.intercom.io/widget/abc123',
};

interface ScriptsForm {
  urls: Record<ScriptVendor, string>;
  bannerShown: boolean;
  bannerType: string;
  bannerId: string;
  bannerScript: string;
}

const formOf = (scripts: ScriptsValues): ScriptsForm => ({
  urls: {
    hubspot: scripts.hubspot ?? '',
    google_ua: scripts.google_ua ?? '',
    gtag: scripts.gtag ?? '',
    gtm: scripts.gtm ?? '',
    intercom: scripts.intercom ?? '',
  },
  bannerShown: scripts.cookie_banner?.show ?? false,
  bannerType: scripts.cookie_banner?.type ?? 'cookiebot',
  bannerId: scripts.cookie_banner?.cbid ?? '',
  bannerScript: scripts.cookie_banner?.cookie_script_path ?? '',
});

/** The PATCH body of the form's values: empty fields are none. */
function scriptsOf(values: ScriptsForm): ScriptsSettingsInput {
  const scripts: ScriptsSettingsInput = {};
  for (const vendor of SCRIPT_VENDORS) scripts[vendor] = values.urls[vendor].trim() || null;
  scripts.cookie_banner = values.bannerShown
    ? {
        show: true,
        type: values.bannerType,
        cbid: values.bannerId.trim() || null,
        cookie_script_path: values.bannerScript.trim() || null,
      }
    : null;
  return scripts;
}

export function ScriptsSettings({ settings }: { settings: Settings }) {
  const snack = useSnack();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => formOf(settings.scripts));
  const [values, setValues] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const change = (patch: Partial<ScriptsForm>) =>
    setValues((current) => ({ ...current, ...patch }));

  const save = useMutation({
    mutationFn: (scripts: ScriptsSettingsInput) => adminApi.settings.patch({ scripts }),
    onSuccess: (answer) => {
      setError(null);
      queryClient.setQueryData(adminKeys.settings, { settings: answer.settings });
      const stored = formOf(answer.settings.scripts);
      setSaved(stored);
      setValues(stored);
      snack(answer.message ?? 'Settings saved');
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      else snack(failure.message, 'error');
    },
  });

  return (
    <form
      aria-label="Scripts and cookie consent"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(scriptsOf(values));
      }}
    >
      <UnsavedChangesGuard dirty={dirty} />
      <Fieldset legend="Scripts and cookie consent">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Each script loads on your portal only after a visitor agrees to its category in the
            cookie consent. Addresses without a scheme get https; only these hosts are allowed by
            your portal&apos;s Content-Security-Policy.
          </Text>
          {SCRIPT_VENDORS.map((vendor) => (
            <TextInput
              key={vendor}
              label={SCRIPT_VENDOR_LABELS[vendor]}
              description={`Loaded after consent to ${CONSENT_CATEGORY_LABELS[SCRIPT_VENDOR_CATEGORY[vendor]].toLowerCase()}.`}
              placeholder={PLACEHOLDERS[vendor]}
              value={values.urls[vendor]}
              onChange={(event) =>
                change({ urls: { ...values.urls, [vendor]: event.currentTarget.value } })
              }
            />
          ))}
          <Switch
            label="Use a third-party cookie banner instead of Candor's consent dialog"
            checked={values.bannerShown}
            onChange={(event) => change({ bannerShown: event.currentTarget.checked })}
          />
          {values.bannerShown ? (
            <>
              <NativeSelect
                label="Cookie banner"
                data={COOKIE_BANNER_TYPES.map((type) => ({
                  value: type,
                  label: BANNER_LABELS[type],
                }))}
                value={values.bannerType}
                onChange={(event) => change({ bannerType: event.currentTarget.value })}
                maw={260}
              />
              <TextInput
                label="Banner id"
                description="Cookiebot's domain group id (cbid) or OneTrust's domain script id."
                value={values.bannerId}
                onChange={(event) => change({ bannerId: event.currentTarget.value })}
              />
              <TextInput
                label="Banner script URL"
                description="Needed for Dropbox and PayPal; the vendor's own for the others."
                value={values.bannerScript}
                onChange={(event) => change({ bannerScript: event.currentTarget.value })}
              />
            </>
          ) : null}
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
          <SaveButtons dirty={dirty} saving={save.isPending} onDiscard={() => setValues(saved)} />
        </Stack>
      </Fieldset>
    </form>
  );
}
