import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANNER_LEVELS,
  PUBLIC_ACCESS_LEVELS,
  type BannerLevel,
  type PublicAccessLevel,
} from '@candor/domain';
import { settingsPatchSchema, type SettingsPatch } from '@candor/domain/settings/settings.schema';
import {
  Button,
  ColorInput,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useSnack } from '../../ui/Snack.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Settings } from '../api/adminApi.js';
import { ContactSettingFields } from './ContactSettingFields.js';
import { MemberFeatureFields } from './MemberFeatureFields.js';
import { changedSettings, settingsFormValues, type SettingsFormValues } from './settingsForm.js';

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

/** The settings form: Save stays off until something changed, and says when it is saving. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const snack = useSnack();
  const form = useForm<SettingsFormValues, unknown, SettingsPatch>({
    resolver: zodResolver(settingsPatchSchema),
    defaultValues: settingsFormValues(settings),
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const { errors } = formState;

  const save = useMutation({
    mutationFn: adminApi.settings.patch,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.settings, { settings: answer.settings });
      reset(settingsFormValues(answer.settings));
      snack(answer.message ?? 'Settings saved');
    },
    onError: (error) => snack(error.message, 'error'),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(changedSettings(values, formState.dirtyFields)),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Portal settings">
      <Stack gap="lg">
        <Fieldset legend="Portal">
          <Stack gap="md">
            <TextInput
              label="Portal title"
              required
              {...register('portalTitle')}
              error={errors.portalTitle?.message}
            />
            <Controller
              control={control}
              name="showPortalTitle"
              render={({ field }) => (
                <Switch
                  label="Show the title in the portal header"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Controller
              control={control}
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
                  error={errors.brandColor?.message}
                  w={260}
                />
              )}
            />
            <NativeSelect
              label="Public access level"
              description="What anonymous visitors may open."
              data={PUBLIC_ACCESS_LEVELS.map((level) => ({
                value: level,
                label: ACCESS_LEVEL_LABELS[level],
              }))}
              {...register('publicAccessLevel')}
              error={errors.publicAccessLevel?.message}
              w={360}
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
              w={360}
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
          </Stack>
        </Fieldset>

        <Fieldset legend="Welcome modal">
          <Stack gap="md">
            <Controller
              control={control}
              name="welcomeEnabled"
              render={({ field }) => (
                <Switch
                  label="Welcome visitors once with 'Welcome to {org}'s {portal title}'"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
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

        <ContactSettingFields form={form} name="contactSupport" legend="Contact support" />
        <ContactSettingFields form={form} name="reportIssue" legend="Report issue" />
        <MemberFeatureFields form={form} />

        <Group>
          <Button type="submit" disabled={!formState.isDirty} loading={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button
            variant="default"
            disabled={!formState.isDirty || save.isPending}
            onClick={() => reset()}
          >
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
