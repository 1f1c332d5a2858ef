import { defaultSlug } from '@candor/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

interface CreateProductValues {
  name: string;
  slug: string;
}

/**
 * A new product: its name, and a slug made from the name until staff type one of their own.
 * The server checks both (format, uniqueness) and its message is shown on failure.
 */
export function CreateProductForm() {
  const { register, handleSubmit, control, formState, reset, setError } =
    useForm<CreateProductValues>({ defaultValues: { name: '', slug: '' } });
  const name = useWatch({ control, name: 'name' });
  const slugTyped = formState.dirtyFields.slug === true;
  const create = useSnackMutation({
    mutationFn: adminApi.products.create,
    success: (answer) => `Product ${answer.product.name} created`,
    invalidates: [adminKeys.products],
    onSuccess: () => reset(),
  });

  const onSubmit = handleSubmit((values) => {
    const slug = slugTyped ? values.slug.trim() : '';
    create.mutate(slug ? { name: values.name, slug } : { name: values.name }, {
      onError: (error) => setError('root', { message: error.message }),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New product">
      <Group align="flex-start" mt="md" gap="sm">
        <TextInput
          label="New product name"
          required
          {...register('name', { required: 'Product name is required' })}
          error={formState.errors.name?.message}
        />
        <TextInput
          label="Slug"
          description="Part of the product's address"
          placeholder={defaultSlug(name)}
          {...register('slug')}
          error={formState.errors.root?.message}
        />
        <Button type="submit" mt={24} loading={create.isPending}>
          Create product
        </Button>
      </Group>
    </form>
  );
}
