import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { ProductLink } from '../api/adminTypes.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

interface LinkValues {
  name: string;
  link: string;
}

/** Rename a product link or point it elsewhere; the server checks the URL. */
export function EditLinkDialog({ link, onClose }: { link: ProductLink; onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<LinkValues>({
    defaultValues: { name: link.name, link: link.link },
  });
  const save = useSnackMutation({
    mutationFn: (patch: Partial<LinkValues>) => adminApi.links.update(link.id, patch),
    success: (answer) => `Link ${answer.link.name} saved`,
    invalidates: [adminKeys.products],
    onSuccess: onClose,
  });
  const onSubmit = handleSubmit((values) => {
    const patch: Partial<LinkValues> = {};
    if (formState.dirtyFields.name) patch.name = values.name;
    if (formState.dirtyFields.link) patch.link = values.link;
    save.mutate(patch, { onError: (error) => setError('root', { message: error.message }) });
  });

  return (
    <Modal opened onClose={onClose} title={`Edit the link ${link.name}`} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Link name"
            required
            data-autofocus
            {...register('name', { required: 'Link name is required' })}
            error={formState.errors.name?.message}
          />
          <TextInput
            label="URL"
            required
            {...register('link', { required: 'Please enter a valid URL.' })}
            error={formState.errors.link?.message ?? formState.errors.root?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!formState.isDirty} loading={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
