/**
 * The item menu of the expanded card (staff-content.md §2, main mode with edit permission):
 * Move item to a different card, Create custom url, Delete custom item (custom items only),
 * each as the item's abilities allow. Each dialog is mounted only while open.
 */
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Menu } from '@mantine/core';
import { MoveIcon, DotsIcon, LinkIcon, TrashIcon } from '../../ui/icons.js';
import { lazy, Suspense, useState } from 'react';
import type { CardKind } from '@candor/domain/cards/constants';
import type { ItemView } from '@candor/domain/portal/portalView';

const MoveItemDialog = lazy(() => import('./MoveItemDialog.js'));
const CustomUrlDialog = lazy(() => import('./CustomUrlDialog.js'));
const DeleteItemDialog = lazy(() => import('./DeleteItemDialog.js'));

export interface CardChoice {
  kind: CardKind;
  title: string;
}

type Dialog = 'move' | 'customUrl' | 'delete';

export const itemMenuLabel = (item: ItemView) => `Actions for ${item.title}`;

export default function ItemMenu({ item, cards }: { item: ItemView; cards: CardChoice[] }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { abilities } = item;
  if (!abilities.move && !abilities.customUrl && !abilities.delete) return null;
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={itemMenuLabel(item)}
            data-item-menu={item.uid}
          >
            <DotsIcon size={18} stroke={2} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {abilities.move ? (
            <Menu.Item
              leftSection={<MoveIcon size={16} stroke={2} />}
              onClick={() => setDialog('move')}
            >
              Move item to a different card
            </Menu.Item>
          ) : null}
          {abilities.customUrl ? (
            <Menu.Item
              leftSection={<LinkIcon size={16} stroke={2} />}
              onClick={() => setDialog('customUrl')}
            >
              Create custom url
            </Menu.Item>
          ) : null}
          {abilities.delete ? (
            <Menu.Item
              color="red"
              leftSection={<TrashIcon size={16} stroke={2} />}
              onClick={() => setDialog('delete')}
            >
              Delete custom item
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'move' ? <MoveItemDialog item={item} cards={cards} onClose={close} /> : null}
        {dialog === 'customUrl' ? <CustomUrlDialog item={item} onClose={close} /> : null}
        {dialog === 'delete' ? <DeleteItemDialog item={item} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
