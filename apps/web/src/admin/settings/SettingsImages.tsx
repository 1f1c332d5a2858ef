import { Fieldset, SimpleGrid } from '@mantine/core';
import { useMutation, useQueryClient } from '../../api/queries.js';
import { useSnack } from '../../ui/Snack.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import type { SavedSettings, Settings, SettingsImage } from '../api/adminApi.js';
import { ImageUpload } from '../ui/ImageUpload.js';

const IMAGES: { image: SettingsImage; label: string; hint: string; width: number }[] = [
  { image: 'logo', label: 'Logo', hint: 'PNG, JPEG or WebP; shown up to 512 px.', width: 160 },
  { image: 'favicon', label: 'Favicon', hint: 'Square PNG or JPEG; made 64 × 64.', width: 80 },
  {
    image: 'banner',
    label: 'Banner',
    hint: 'Wide PNG, JPEG or WebP; cropped to 1280 × 350.',
    width: 320,
  },
];

/** Logo, favicon and banner: uploaded and removed one at a time, each saved at once. */
export function SettingsImages({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const snack = useSnack();
  const done = (answer: SavedSettings) => {
    queryClient.setQueryData(adminKeys.settings, { settings: answer.settings });
    snack(answer.message);
  };
  const upload = useMutation({
    mutationFn: ({ image, file }: { image: SettingsImage; file: File }) =>
      adminApi.settings.upload(image, file),
    onSuccess: done,
    onError: (error) => snack(error.message, 'error'),
  });
  const remove = useMutation({
    mutationFn: adminApi.settings.remove,
    onSuccess: done,
    onError: (error) => snack(error.message, 'error'),
  });
  const busyWith = upload.isPending
    ? upload.variables.image
    : remove.isPending
      ? remove.variables
      : null;
  const urls: Record<SettingsImage, string | null> = {
    logo: settings.logoUrl,
    favicon: settings.faviconUrl,
    banner: settings.bannerUrl,
  };

  return (
    <Fieldset legend="Images" mb="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {IMAGES.map(({ image, label, hint, width }) => (
          <ImageUpload
            key={image}
            label={label}
            hint={hint}
            url={urls[image]}
            previewWidth={width}
            busy={busyWith === image}
            onUpload={(file) => upload.mutate({ image, file })}
            onRemove={() => remove.mutate(image)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
