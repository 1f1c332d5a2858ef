/**
 * Saves a card's title, display text, placeholder text and hidden flag (any of them), as the
 * card's menu dialogs send them (staff-content.md §2, §5). The title needs the cardRenaming
 * feature; display and placeholder text only where the kind's menu offers them.
 */
import {
  CARD_UPDATE_MESSAGES,
  canRenameCard,
  cardActions,
  cardTitle,
  cardVisibilityMessage,
  DomainError,
  forbidden,
  type CardKind,
  type CardMenuAction,
  type CardUpdate,
} from '@candor/domain';
import { eq, sql } from 'drizzle-orm';
import { cards } from '../../db/schema/index.js';
import { loadEffectiveFeatures } from '../features/loadEffectiveFeatures.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { ensureCard } from './ensureCard.js';

export interface CardState {
  kind: CardKind;
  title: string;
  hidden: boolean;
  displayText: string | null;
  placeholder: string | null;
  /** The snack to show. */
  message: string;
}

/** The snack of a patch: the most specific change it made. */
function messageOf(update: CardUpdate, hidden: boolean): string {
  if (update.placeholder !== undefined) return CARD_UPDATE_MESSAGES.placeholder;
  if (update.displayText !== undefined) return CARD_UPDATE_MESSAGES.displayText;
  if (update.title !== undefined) return CARD_UPDATE_MESSAGES.title;
  return cardVisibilityMessage(hidden);
}

const requireAction = (kind: CardKind, action: CardMenuAction) => {
  if (!cardActions(kind).includes(action)) {
    throw new DomainError('bad_request', CARD_UPDATE_MESSAGES.actionNotAllowed);
  }
};

export function updateCard(
  ctx: ServiceContext,
  input: { productId: string; kind: CardKind; update: CardUpdate },
): Promise<CardState> {
  const { orgId } = ctx.viewer;
  const { productId, kind, update } = input;
  if (update.displayText !== undefined) requireAction(kind, 'DisplayText');
  if (update.placeholder !== undefined) requireAction(kind, 'Placeholder');
  return mutate(ctx, {
    action: 'card.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      if (update.title !== undefined && !canRenameCard(await loadEffectiveFeatures(tx, orgId))) {
        throw forbidden(CARD_UPDATE_MESSAGES.renameNotAllowed);
      }
      const before = await ensureCard(tx, { orgId, productId, kind });
      const [after] = await tx
        .update(cards)
        .set({
          ...(update.title !== undefined ? { title: update.title } : {}),
          ...(update.displayText !== undefined ? { displayText: update.displayText } : {}),
          ...(update.placeholder !== undefined ? { placeholder: update.placeholder } : {}),
          ...(update.hidden !== undefined ? { hidden: update.hidden } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(cards.id, before.id))
        .returning();
      return { before, after: after! };
    },
    audit: ({ before, after }) => ({
      action: 'card.updated',
      entityType: 'card',
      entityId: after.id,
      before: pick(before, update),
      after: pick(after, update),
    }),
  }).then(({ after }) => ({
    kind,
    title: cardTitle({ kind, title: after.title }),
    hidden: after.hidden,
    displayText: after.displayText,
    placeholder: after.placeholder,
    message: messageOf(update, after.hidden),
  }));
}

/** The changed fields of a card row, for the audit log. */
function pick(
  card: { kind: CardKind } & Record<keyof CardUpdate, unknown>,
  update: CardUpdate,
): Record<string, unknown> {
  const fields: Record<string, unknown> = { kind: card.kind };
  for (const key of ['title', 'displayText', 'placeholder', 'hidden'] as const) {
    if (update[key] !== undefined) fields[key] = card[key];
  }
  return fields;
}
