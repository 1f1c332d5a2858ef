import { Modal } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { Product } from '../api/adminApi.js';
import { ImageUpload } from '../ui/ImageUpload.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { EditNamedForm, type EditField } from './EditNamedForm.js';

type ProductField = 'name' | 'slug';

const FIELDS: readonly [EditField<ProductField>, EditField<ProductField>] = [
  { name: 'name', label: 'Name', required: 'Product name is required' },
  { name: 'slug', label: 'Slug', required: 'Product slug is required' },
];

/** Rename a product, change its slug, and set or remove its own banner. */
export function EditProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const invalidates = [adminKeys.products];
  const save = useSnackMutation({
    mutationFn: (patch: Partial<Record<ProductField, string>>) =>
      adminApi.products.update(product.id, patch),
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

  return (
    <Modal opened onClose={onClose} title={`Edit ${product.name}`} centered>
      <EditNamedForm
        fields={FIELDS}
        values={{ name: product.name, slug: product.slug }}
        save={save}
        onCancel={onClose}
      />
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
