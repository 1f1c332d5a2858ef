/**
 * The card actions menu itself: Edit, Edit display text, Hide/Show, Edit placeholder text,
 * Re-order items and Change card icon, each as the card's abilities allow. Change card icon shows
 * locked, with the upgrade hint, when only the plan stands in the way.
 */
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import type { CardView } from '@candor/domain/portal/portalView';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  SortIcon,
  DotsIcon,
  EyeIcon,
  EyeOffIcon,
  LockIcon,
  PencilIcon,
  PhotoIcon,
  TextCaptionIcon,
  TextSizeIcon,
} from '../../ui/icons.js';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useCardDrawer } from '../../cards/cardDrawerContext.js';
import { cardActionsLabel } from '../../cards/CardActionsMenu.js';
import type { CardDialogProps } from '../../cards/cardDialogs.js';
import { useCardVisibility } from './useCardVisibility.js';

type DialogName = 'displayText' | 'placeholder' | 'reorderItems' | 'changeIcon';

const DIALOGS: Record<DialogName, ComponentType<CardDialogProps>> = {
  displayText: lazy(() => import('../cardText/DisplayTextDialog.js')),
  placeholder: lazy(() => import('../cardText/PlaceholderDialog.js')),
  reorderItems: lazy(() => import('../reorder/ReorderItemsDialog.js')),
  changeIcon: lazy(() => import('../cardIcon/ChangeCardIconDialog.js')),
};

/** The hint on Change card icon when the plan lacks card icon replacement. */
export const CARD_ICON_LOCKED_HINT = 'Upgrade your plan to replace card icons';

export default function CardMenu({
  card,
  hidden,
  onHiddenChange,
  defaultOpened = false,
}: {
  card: CardView;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
  /** The placeholder trigger was clicked before this chunk arrived. */
  defaultOpened?: boolean;
}) {
  const { abilities } = card;
  const { openCard } = useCardDrawer();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const visibility = useCardVisibility(card.kind, hidden, onHiddenChange);
  const Dialog = dialog ? DIALOGS[dialog] : null;
  const iconSize = 16;

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={230} defaultOpened={defaultOpened}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={cardActionsLabel(card)}
            loading={visibility.saving}
            data-card-menu={card.kind}
          >
            <DotsIcon size={18} stroke={2} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {abilities.edit ? (
            <Menu.Item
              leftSection={<PencilIcon size={iconSize} stroke={2} />}
              onClick={() => openCard(card.kind, { edit: true, source: 'edit' })}
            >
              Edit
            </Menu.Item>
          ) : null}
          {abilities.displayText ? (
            <Menu.Item
              leftSection={<TextSizeIcon size={iconSize} stroke={2} />}
              onClick={() => setDialog('displayText')}
            >
              Edit display text
            </Menu.Item>
          ) : null}
          {abilities.hide ? (
            <Menu.Item
              leftSection={
                hidden ? (
                  <EyeIcon size={iconSize} stroke={2} />
                ) : (
                  <EyeOffIcon size={iconSize} stroke={2} />
                )
              }
              onClick={() => void visibility.toggle()}
            >
              {hidden ? 'Show' : 'Hide'}
            </Menu.Item>
          ) : null}
          {abilities.placeholder ? (
            <Menu.Item
              leftSection={<TextCaptionIcon size={iconSize} stroke={2} />}
              onClick={() => setDialog('placeholder')}
            >
              Edit placeholder text
            </Menu.Item>
          ) : null}
          {abilities.reorderItems ? (
            <Menu.Item
              leftSection={<SortIcon size={iconSize} stroke={2} />}
              onClick={() => setDialog('reorderItems')}
            >
              Re-order items
            </Menu.Item>
          ) : null}
          {abilities.changeIcon ? (
            <Menu.Item
              leftSection={<PhotoIcon size={iconSize} stroke={2} />}
              onClick={() => setDialog('changeIcon')}
            >
              Change card icon
            </Menu.Item>
          ) : null}
          {abilities.changeIconLocked ? (
            <Tooltip label={CARD_ICON_LOCKED_HINT} position="left" withinPortal={false}>
              <Menu.Item
                leftSection={<LockIcon size={iconSize} stroke={2} />}
                disabled
                aria-description={CARD_ICON_LOCKED_HINT}
              >
                Change card icon
              </Menu.Item>
            </Tooltip>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog card={card} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
