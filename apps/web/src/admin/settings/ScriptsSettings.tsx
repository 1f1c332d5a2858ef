/**
 * The organisation's scripts (visitor-portal.md §3): HubSpot, Google Analytics, gtag, Google
 * Tag Manager and Intercom script URLs (https is added when no scheme is given), loaded on the
 * portal only after the visitor agrees to their category, and the cookie banner: Candor's own
 * consent dialog, or one of the five supported banners. The portal's Content-Security-Policy
 * allows exactly these hosts. Saved on its own (PATCH settings with `scripts`).
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
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/jsonRequest.js';
import { useSnack } from '../../ui/Snack.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Settings } from '../api/adminApi.js';

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

type Urls = Record<ScriptVendor, string>;

const urlsOf = (scripts: ScriptsValues): Urls => ({
  hubspot: scripts.hubspot ?? '',
  google_ua: scripts.google_ua ?? '',
  gtag: scripts.gtag ?? '',
  gtm: scripts.gtm ?? '',
  intercom: scripts.intercom ?? '',
});

export function ScriptsSettings({ settings }: { settings: Settings }) {
  const snack = useSnack();
  const queryClient = useQueryClient();
  const stored = settings.scripts;
  const [urls, setUrls] = useState<Urls>(() => urlsOf(stored));
  const banner = stored.cookie_banner ?? null;
  const [bannerShown, setBannerShown] = useState(banner?.show ?? false);
  const [bannerType, setBannerType] = useState<string>(banner?.type ?? 'cookiebot');
  const [bannerId, setBannerId] = useState(banner?.cbid ?? '');
  const [bannerScript, setBannerScript] = useState(banner?.cookie_script_path ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (scripts: ScriptsSettingsInput) => adminApi.settings.patch({ scripts }),
    onSuccess: (answer) => {
      setError(null);
      queryClient.setQueryData(adminKeys.settings, { settings: answer.settings });
      const saved = answer.settings.scripts;
      setUrls(urlsOf(saved));
      snack(answer.message ?? 'Settings saved');
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      else snack(failure.message, 'error');
    },
  });

  const submit = () => {
    const scripts: ScriptsSettingsInput = {};
    for (const vendor of SCRIPT_VENDORS) scripts[vendor] = urls[vendor].trim() || null;
    scripts.cookie_banner = bannerShown
      ? {
          show: true,
          type: bannerType,
          cbid: bannerId.trim() || null,
          cookie_script_path: bannerScript.trim() || null,
        }
      : null;
    save.mutate(scripts);
  };

  return (
    <form
      aria-label="Scripts and cookie consent"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Fieldset legend="Scripts and cookie consent" mt="lg">
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
              value={urls[vendor]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setUrls((current) => ({ ...current, [vendor]: value }));
              }}
            />
          ))}
          <Switch
            label="Use a third-party cookie banner instead of Candor's consent dialog"
            checked={bannerShown}
            onChange={(event) => setBannerShown(event.currentTarget.checked)}
          />
          {bannerShown ? (
            <>
              <NativeSelect
                label="Cookie banner"
                data={COOKIE_BANNER_TYPES.map((type) => ({
                  value: type,
                  label: BANNER_LABELS[type],
                }))}
                value={bannerType}
                onChange={(event) => setBannerType(event.currentTarget.value)}
                w={260}
              />
              <TextInput
                label="Banner id"
                description="Cookiebot's domain group id (cbid) or OneTrust's domain script id."
                value={bannerId}
                onChange={(event) => setBannerId(event.currentTarget.value)}
              />
              <TextInput
                label="Banner script URL"
                description="Needed for Dropbox and PayPal; the vendor's own for the others."
                value={bannerScript}
                onChange={(event) => setBannerScript(event.currentTarget.value)}
              />
            </>
          ) : null}
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save scripts
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
