import {
  createOrganisationSchema,
  orgSlugFromName,
  type CreateOrganisation,
} from '@candor/domain/organisations/organisation.schema';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/jsonRequest.js';
import { DialogActions } from '../../ui/DialogActions.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { CreatedOrganisation } from '../api/adminApi.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

const FIELDS = ['name', 'slug', 'adminEmail'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  FIELDS.some((field) => field === path);

/**
 * A new organisation: its name, its address (made from the name until the operator types one)
 * and its first admin's e-mail. The domain's schema checks the form before it is sent; the
 * server's answers (an address taken, an e-mail in use) land on their fields.
 */
export function CreateOrganisationDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CreatedOrganisation) => void;
}) {
  const { register, handleSubmit, formState, setError, setValue, getFieldState } =
    useForm<CreateOrganisation>({ defaultValues: { name: '', slug: '', adminEmail: '' } });
  const create = useSnackMutation({
    mutationFn: adminApi.installation.create,
    success: (created) => created.message,
    invalidates: [adminKeys.installation],
    onSuccess: (created) => {
      onCreated(created);
      onClose();
    },
  });

  const showErrors = (errors: readonly { path: string; message: string }[], message: string) => {
    const onFields = errors.filter((error) => isField(error.path));
    for (const error of onFields) {
      if (isField(error.path)) setError(error.path, { message: error.message });
    }
    if (onFields.length === 0) setError('root', { message });
  };

  const onSubmit = handleSubmit((values) => {
    const parsed = createOrganisationSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(
        parsed.error.issues.map((issue) => ({
          path: String(issue.path[0] ?? ''),
          message: issue.message,
        })),
        parsed.error.issues[0]?.message ?? '',
      );
      return;
    }
    create.mutate(parsed.data, {
      onError: (error) => showErrors(error instanceof ApiError ? error.errors : [], error.message),
    });
  });

  return (
    <Modal opened onClose={onClose} title="Create organisation" centered size="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Create organisation">
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            {...register('name', {
              onChange: (event: { target: { value: string } }) => {
                if (!getFieldState('slug').isDirty) {
                  setValue('slug', orgSlugFromName(event.target.value));
                }
              },
            })}
            error={formState.errors.name?.message}
          />
          <TextInput
            label="Address"
            description="Its trust center's path: lowercase letters, digits and hyphens"
            required
            leftSection={<Text size="sm">/</Text>}
            {...register('slug')}
            error={formState.errors.slug?.message}
          />
          <TextInput
            label="Admin's e-mail"
            description="The first admin is mailed a link to set a password."
            type="email"
            required
            {...register('adminEmail')}
            error={formState.errors.adminEmail?.message ?? formState.errors.root?.message}
          />
          <DialogActions
            onCancel={onClose}
            busy={create.isPending}
            actionLabel="Create organisation"
          />
        </Stack>
      </form>
    </Modal>
  );
}
