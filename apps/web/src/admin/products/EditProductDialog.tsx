import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Product } from '../api/adminTypes.js';
import { ImageUpload } from '../ui/ImageUpload.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';

interface ProductValues {
  name: string;
  slug: string;
}

/** Rename a product, change its slug, and set or remove its own banner. */
export function EditProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<ProductValues>({
    defaultValues: { name: product.name, slug: product.slug },
  });
  const invalidates = [adminKeys.products];
  const save = useSnackMutation({
    mutationFn: (patch: Partial<ProductValues>) => adminApi.products.update(product.id, patch),
    success: (answer) => `Product ${answer.product.name} saved`,
    invalidates,
    onSuccess: onClose,
  });
  const banner = useSnackMutation({
    mutationFn: (file: File | null) =>
      file
        ? adminApi.products.uploadBanner(product.id, file)
        : adminApi.products.removeBanner(product.id),
    success: (_answer, file) => (file ? 'Banner uploaded' : 'Banner removed'),
    invalidates,
  });
  // The list is cached; reading it here follows the banner as it changes.
  const products = useQuery({ queryKey: adminKeys.products, queryFn: adminApi.products.list });
  const current = products.data?.products.find((p) => p.id === product.id) ?? product;

  const onSubmit = handleSubmit((values) => {
    const patch: Partial<ProductValues> = {};
    if (formState.dirtyFields.name) patch.name = values.name;
    if (formState.dirtyFields.slug) patch.slug = values.slug;
    save.mutate(patch, { onError: (error) => setError('root', { message: error.message }) });
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${product.name}`} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            {...register('name', { required: 'Product name is required' })}
            error={formState.errors.name?.message}
          />
          <TextInput
            label="Slug"
            required
            {...register('slug', { required: 'Product slug is required' })}
            error={formState.errors.slug?.message ?? formState.errors.root?.message}
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
      <ImageUpload
        label="Banner"
        hint="Shown on this product's page instead of the organisation's banner."
        url={current.bannerUrl}
        previewWidth={320}
        busy={banner.isPending}
        onUpload={(file) => banner.mutate(file)}
        onRemove={() => banner.mutate(null)}
      />
    </Modal>
  );
}
