/**
 * Create or edit a permission profile: its name, description, whether it is the default, and a
 * checklist of the organisation's products' cards (all their restricted items), items and
 * documents.
 */
import type { PermissionProfileAdmin, ProfileCatalogue } from '@candor/domain';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { useState } from 'react';
import { QueryView } from '../ui/QueryState.js';
import { useSnackMutation } from '../ui/useSnackMutation.js';
import { accessApi, accessKeys } from './accessApi.js';
import {
  documentChosen,
  itemChosen,
  selectionSummary,
  toggled,
  type ProfileSelection,
} from './profileSelection.js';

export function ProfileDialog({
  profile,
  onClose,
}: {
  profile: PermissionProfileAdmin | null;
  onClose: () => void;
}) {
  const catalogue = useQuery({
    queryKey: accessKeys.catalogue,
    queryFn: accessApi.profiles.catalogue,
  });
  const [name, setName] = useState(profile?.name ?? '');
  const [description, setDescription] = useState(profile?.description ?? '');
  const [isDefault, setIsDefault] = useState(profile?.isDefault ?? false);
  const [selection, setSelection] = useState<ProfileSelection>({
    cardIds: new Set(profile?.cardIds ?? []),
    itemIds: new Set(profile?.itemIds ?? []),
    fileIds: new Set(profile?.fileIds ?? []),
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSnackMutation({
    mutationFn: () => {
      const input = {
        name,
        description: description || null,
        isDefault,
        cardIds: [...selection.cardIds],
        itemIds: [...selection.itemIds],
        fileIds: [...selection.fileIds],
      };
      return profile
        ? accessApi.profiles.update(profile.id, input)
        : accessApi.profiles.create(input);
    },
    success: (answer) => answer.message,
    invalidates: [accessKeys.all],
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={profile ? `Edit ${profile.name}` : 'New permission profile'}
      size="xl"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(undefined, { onError: (failure) => setError(failure.message) });
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
          />
          <TextInput
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Switch
            label="Default profile (for accounts without one)"
            checked={isDefault}
            onChange={(e) => setIsDefault(e.currentTarget.checked)}
          />
          <QueryView query={catalogue}>
            {(data) => <Checklist catalogue={data} selection={selection} onChange={setSelection} />}
          </QueryView>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Checklist({
  catalogue,
  selection,
  onChange,
}: {
  catalogue: ProfileCatalogue;
  selection: ProfileSelection;
  onChange: (next: ProfileSelection) => void;
}) {
  const allCards = catalogue.products.flatMap((product) => product.cards);
  const summary = selectionSummary(selection, allCards);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Gives {summary.items} restricted items and {summary.documents} documents
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="md" pr="sm">
          {catalogue.products.map((product) => (
            <div key={product.id}>
              <Title order={3} size="h5" mb={4}>
                {product.name}
              </Title>
              {product.cards.map((card) => (
                <Stack key={card.id} gap={4} ml="xs" mb="xs">
                  <Checkbox
                    label={`${card.title} (every restricted item)`}
                    checked={selection.cardIds.has(card.id)}
                    onChange={(e) =>
                      onChange({
                        ...selection,
                        cardIds: toggled(selection.cardIds, card.id, e.currentTarget.checked),
                      })
                    }
                  />
                  {card.items.map((item) => (
                    <Stack key={item.id} gap={2} ml="lg">
                      <Checkbox
                        size="xs"
                        label={item.restricted ? item.title : `${item.title} (public)`}
                        checked={itemChosen(selection, card.id, item.id)}
                        disabled={selection.cardIds.has(card.id)}
                        onChange={(e) =>
                          onChange({
                            ...selection,
                            itemIds: toggled(selection.itemIds, item.id, e.currentTarget.checked),
                          })
                        }
                      />
                      {item.documents.map((document) => (
                        <Checkbox
                          key={document.id}
                          size="xs"
                          ml="lg"
                          label={document.name}
                          checked={documentChosen(selection, card.id, item.id, document.id)}
                          disabled={itemChosen(selection, card.id, item.id)}
                          onChange={(e) =>
                            onChange({
                              ...selection,
                              fileIds: toggled(
                                selection.fileIds,
                                document.id,
                                e.currentTarget.checked,
                              ),
                            })
                          }
                        />
                      ))}
                    </Stack>
                  ))}
                </Stack>
              ))}
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
