import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '../../api/queries.js';
import { useForm } from 'react-hook-form';

/** A required text field of the form. */
export interface EditField<K extends string> {
  name: K;
  label: string;
  /** The message shown when it is left empty. */
  required: string;
}

/**
 * The products page's edit dialogs' form (a product's name and slug, a link's name and URL): two
 * required text fields, the first focused, Save enabled once something changed, and only the
 * changed fields sent. The server's refusal shows under the second field.
 */
export function EditNamedForm<K extends string>({
  fields: [first, second],
  values,
  save,
  onCancel,
}: {
  fields: readonly [EditField<K>, EditField<K>];
  values: Record<K, string>;
  save: UseMutationResult<unknown, Error, Partial<Record<K, string>>>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<{
    first: string;
    second: string;
  }>({ defaultValues: { first: values[first.name], second: values[second.name] } });
  const onSubmit = handleSubmit((current) => {
    const patch: Partial<Record<K, string>> = {};
    if (formState.dirtyFields.first) patch[first.name] = current.first;
    if (formState.dirtyFields.second) patch[second.name] = current.second;
    save.mutate(patch, { onError: (error) => setError('root', { message: error.message }) });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={first.label}
          required
          data-autofocus
          {...register('first', { required: first.required })}
          error={formState.errors.first?.message}
        />
        <TextInput
          label={second.label}
          required
          {...register('second', { required: second.required })}
          error={formState.errors.second?.message ?? formState.errors.root?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!formState.isDirty} loading={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
