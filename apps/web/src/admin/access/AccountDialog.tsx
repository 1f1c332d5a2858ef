/**
 * Create or edit an account: name, domain, review status, permission profile, access expiry
 * and the NDA (the organisation's, none, clickwrap, or signed outside with the uploaded copy).
 */
import {
  ACCOUNT_REVIEW_STATUSES,
  NDA_PROVIDERS,
  type AccountDetail,
  type NdaProvider,
} from '@candor/domain';
import {
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessApi, accessKeys } from './accessApi.js';
import { accountFormValues, accountInputOf, type AccountFormValues } from './accountForm.js';
import { ACCOUNT_REVIEW_STATUS_LABELS, NDA_PROVIDER_LABELS } from './labels.js';

export function AccountDialog({
  account,
  onClose,
}: {
  account: AccountDetail | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const settings = useQuery({ queryKey: accessKeys.settings, queryFn: accessApi.settings.get });
  const profiles = useQuery({ queryKey: accessKeys.profiles, queryFn: accessApi.profiles.list });
  if (settings.isPending || profiles.isPending) return null;
  return (
    <AccountForm
      account={account}
      defaultAccessDays={settings.data?.settings.defaultAccessDays ?? null}
      orgNda={settings.data?.settings.ndaProvider ?? 'none'}
      profiles={profiles.data?.profiles ?? []}
      onClose={onClose}
      onCreated={(id) => void navigate(`/access/accounts/${id}`)}
    />
  );
}

function AccountForm({
  account,
  defaultAccessDays,
  orgNda,
  profiles,
  onClose,
  onCreated,
}: {
  account: AccountDetail | null;
  defaultAccessDays: number | null;
  orgNda: NdaProvider;
  profiles: { id: string; name: string; isDefault: boolean }[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { register, handleSubmit, formState, setError, watch } = useForm<AccountFormValues>({
    defaultValues: accountFormValues(account, defaultAccessDays),
  });
  const [signedCopy, setSignedCopy] = useState<File | null>(null);
  const save = useSnackMutation({
    mutationFn: async (values: AccountFormValues) => {
      const input = accountInputOf(values);
      const saved = account
        ? await accessApi.accounts.update(account.id, input)
        : await accessApi.accounts.create(input);
      if (values.ndaProvider === 'external' && signedCopy) {
        return accessApi.accounts.uploadSignedNda(saved.account.id, signedCopy);
      }
      return saved;
    },
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: (answer) => {
      onClose();
      if (!account) onCreated(answer.account.id);
    },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onError: (error) => setError('root', { message: error.message }) }),
  );
  const nda = watch('ndaProvider');
  const defaultProfile = profiles.find((p) => p.isDefault);
  return (
    <Modal
      opened
      onClose={onClose}
      title={account ? 'Edit account' : 'New account'}
      centered
      size="lg"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            {...register('name', { required: 'Account name is required' })}
            error={formState.errors.name?.message}
          />
          <TextInput label="Domain" placeholder="example.com" {...register('domain')} />
          <NativeSelect
            label="Review status"
            data={ACCOUNT_REVIEW_STATUSES.map((value) => ({
              value,
              label: ACCOUNT_REVIEW_STATUS_LABELS[value],
            }))}
            {...register('reviewStatus')}
          />
          <NativeSelect
            label="Permission profile"
            data={[
              {
                value: '',
                label: defaultProfile
                  ? `Organisation default (${defaultProfile.name})`
                  : 'Organisation default (every restricted item)',
              },
              ...profiles.map((p) => ({ value: p.id, label: p.name })),
            ]}
            {...register('permissionProfileId')}
          />
          <TextInput
            label="Access until"
            description="The last day of access. Empty: no expiry."
            type="date"
            {...register('accessExpiresOn')}
          />
          <NativeSelect
            label="NDA"
            data={[
              {
                value: '',
                label: `Organisation setting (${NDA_PROVIDER_LABELS[orgNda]})`,
              },
              ...NDA_PROVIDERS.map((value) => ({ value, label: NDA_PROVIDER_LABELS[value] })),
            ]}
            {...register('ndaProvider')}
          />
          {nda === 'external' ? (
            <FileInput
              label="Signed NDA"
              description={
                account?.signedNda
                  ? `On file: ${account.signedNda.name}. Choose a file to replace it.`
                  : 'Upload the NDA signed outside the portal (PDF, Word or image).'
              }
              accept="application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              value={signedCopy}
              onChange={setSignedCopy}
              clearable
            />
          ) : null}
          {formState.errors.root ? (
            <Text c="red" size="sm" role="alert">
              {formState.errors.root.message}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {account ? 'Save' : 'Create account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
