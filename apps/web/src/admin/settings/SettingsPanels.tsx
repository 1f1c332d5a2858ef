/**
 * The settings tabs built on the portal settings (visitor-portal.md §3), each one form with one
 * Save: General (publishing, title, banner, mailboxes, contacts), Branding (images, header,
 * colour) and Access (what anonymous visitors may open, the welcome modal, the request form's
 * optional fields, the subscribe form's terms, what visitors and members may do).
 */
import {
  BANNER_LEVELS,
  PUBLIC_ACCESS_LEVELS,
  type BannerLevel,
  type PublicAccessLevel,
} from '@candor/domain';
import { ColorInput, Fieldset, NativeSelect, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Settings } from '../api/adminApi.js';
import { AccessRequestFieldsSettings } from './AccessRequestFieldsSettings.js';
import { ContactSettingFields } from './ContactSettingFields.js';
import { MemberFeatureFields } from './MemberFeatureFields.js';
import { PublishSettings } from './PublishControl.js';
import { SettingsForm } from './SettingsForm.js';
import { SettingsImages } from './SettingsImages.js';
import { SettingSwitch } from './SettingSwitch.js';
import { VisitorFeatureFields } from './VisitorFeatureFields.js';
import { SubscribeSettings } from './SubscribeSettings.js';

const ACCESS_LEVEL_LABELS: Record<PublicAccessLevel, string> = {
  Minimal: 'Minimal: restricted items need access',
  PublicContentOnly: 'Public content only',
  Full: 'Full: everything public',
};

const BANNER_LEVEL_LABELS: Record<BannerLevel, string> = {
  none: 'None',
  low: "Low: 'Start your security review'",
  medium: 'Medium: with subtitles',
};

export function GeneralSettings({ settings }: { settings: Settings }) {
  return (
    <>
      <PublishSettings settings={settings} />
      <SettingsForm settings={settings} label="General settings">
        {(form) => {
          const { register, formState } = form;
          const { errors } = formState;
          return (
            <>
              <Fieldset legend="Portal">
                <Stack gap="md">
                  <TextInput
                    label="Portal title"
                    required
                    {...register('portalTitle')}
                    error={errors.portalTitle?.message}
                  />
                  <NativeSelect
                    label="Banner level"
                    description="The 'Start your security review' banner for visitors."
                    data={BANNER_LEVELS.map((level) => ({
                      value: level,
                      label: BANNER_LEVEL_LABELS[level],
                    }))}
                    {...register('bannerLevel')}
                    error={errors.bannerLevel?.message}
                    maw={360}
                  />
                </Stack>
              </Fieldset>
              <Fieldset legend="Mailboxes">
                <Stack gap="md">
                  <TextInput
                    label="Support mailbox"
                    type="email"
                    {...register('supportMailbox')}
                    error={errors.supportMailbox?.message}
                  />
                  <TextInput
                    label="Security mailbox"
                    type="email"
                    {...register('securityMailbox')}
                    error={errors.securityMailbox?.message}
                  />
                  <TextInput
                    label="Disclosure policy URL"
                    description="How to report a vulnerability: security.txt's Policy; empty for none."
                    placeholder="https://example.com/security/disclosure"
                    {...register('disclosurePolicyUrl')}
                    error={errors.disclosurePolicyUrl?.message}
                  />
                </Stack>
              </Fieldset>
              <ContactSettingFields form={form} name="contactSupport" legend="Contact support" />
              <ContactSettingFields form={form} name="reportIssue" legend="Report issue" />
            </>
          );
        }}
      </SettingsForm>
    </>
  );
}

export function BrandingSettings({ settings }: { settings: Settings }) {
  return (
    <>
      <SettingsImages settings={settings} />
      <SettingsForm settings={settings} label="Branding">
        {(form) => (
          <Fieldset legend="Header and colour">
            <Stack gap="md">
              <SettingSwitch
                form={form}
                name="showPortalTitle"
                label="Show the title in the portal header"
              />
              <Controller
                control={form.control}
                name="brandColor"
                render={({ field }) => (
                  <ColorInput
                    label="Brand colour"
                    description="Accents, buttons and links of the portal; empty for the default."
                    format="hex"
                    withEyeDropper={false}
                    placeholder="#4263eb"
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(value === '' ? null : value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={form.formState.errors.brandColor?.message}
                    maw={260}
                  />
                )}
              />
            </Stack>
          </Fieldset>
        )}
      </SettingsForm>
    </>
  );
}

export function AccessSettings({ settings }: { settings: Settings }) {
  return (
    <SettingsForm settings={settings} label="Access settings">
      {(form) => {
        const { register, formState } = form;
        const { errors } = formState;
        return (
          <>
            <Fieldset legend="Anonymous visitors">
              <NativeSelect
                label="Public access level"
                description="What anonymous visitors may open."
                data={PUBLIC_ACCESS_LEVELS.map((level) => ({
                  value: level,
                  label: ACCESS_LEVEL_LABELS[level],
                }))}
                {...register('publicAccessLevel')}
                error={errors.publicAccessLevel?.message}
                maw={360}
              />
            </Fieldset>
            <Fieldset legend="Welcome modal">
              <Stack gap="md">
                <SettingSwitch
                  form={form}
                  name="welcomeEnabled"
                  label="Welcome visitors once with 'Welcome to {org}'s {portal title}'"
                />
                <TextInput
                  label="Your terms"
                  description="Linked from the welcome modal; empty for none."
                  placeholder="https://example.com/terms"
                  {...register('termsUrl')}
                  error={errors.termsUrl?.message}
                />
                <TextInput
                  label="Your privacy policy"
                  description="Linked from the welcome modal; empty for none."
                  placeholder="https://example.com/privacy"
                  {...register('privacyUrl')}
                  error={errors.privacyUrl?.message}
                />
              </Stack>
            </Fieldset>
            <VisitorFeatureFields form={form} />
            <AccessRequestFieldsSettings form={form} />
            <SubscribeSettings form={form} />
            <MemberFeatureFields form={form} />
          </>
        );
      }}
    </SettingsForm>
  );
}
