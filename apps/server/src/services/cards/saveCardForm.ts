/**
 * The card save of the expanded card's edit mode (staff-content.md §4 "Card drawer"): the
 * card's title and every item's fields in one transaction, so a refused item leaves the whole
 * card as it was. Renaming and hiding follow the organisation's features; the risk profile
 * answers go into the RiskProfile item's data, a security grade into its item's (the card's one
 * Save; a changed scorecard-type grade is fetched before the transaction), and each item's
 * pending document links and unlinks are applied with the rest, as is a pending integration
 * connection or disconnection (checked with its provider before the transaction).
 */
import {
  assertAuthorized,
  CARD_UPDATE_MESSAGES,
  canHideRestrictedItems,
  canRenameCard,
  canRenameItem,
  cardTitle,
  DomainError,
  FILE_REQUIRED_KINDS,
  forbidden,
  ITEM_EDIT_MESSAGES,
  ITEM_MESSAGES,
  ITEM_TYPE_REQUIRED_KINDS,
  notFound,
  ratingService,
  requireFeature,
  storedRiskProfile,
  type CardForm,
  type CardFormItem,
  type CardKind,
  type FeatureFlags,
  type IntegrationSlot,
} from '@candor/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ItemRow } from '../../db/rows.js';
import { cards, items } from '../../db/schema/index.js';
import { assertCarriesBridgeLetter, sameBridgeLetter } from '../bridgeLetters/saveBridgeLetter.js';
import { loadEffectiveFeatures } from '../features/loadEffectiveFeatures.js';
import type { ProviderClientOptions } from '../../integrations/providerClients.js';
import {
  checkConnection,
  checkedItem,
  storeConnection,
  type CheckedConnection,
} from '../integrations/connectIntegration.js';
import { resolveSecurityGrade } from '../integrations/securityGrades.js';
import { mutate } from '../mutate.js';
import type { ServiceContext } from '../serviceContext.js';
import { linkedFileIds, replaceItemDocuments } from '../documents/setItemDocuments.js';
import { ensureCard } from './ensureCard.js';

export interface SavedCard {
  kind: CardKind;
  title: string;
  message: string;
}

/** Documents items need a type and a file: checked here, where the card's kind is known. */
function assertKindRules(kind: CardKind, form: CardForm): void {
  const errors = form.items.flatMap((item, index) => [
    ...(ITEM_TYPE_REQUIRED_KINDS.includes(kind) && !item.type
      ? [{ path: `items.${index}.type`, message: ITEM_MESSAGES.typeRequired }]
      : []),
    ...(FILE_REQUIRED_KINDS.includes(kind) && item.fileIds?.length === 0
      ? [{ path: `items.${index}.fileIds`, message: ITEM_MESSAGES.fileRequired }]
      : []),
  ]);
  if (errors.length > 0) {
    throw new DomainError('validation_failed', errors[0]!.message, errors);
  }
}

/**
 * The item's document links as the form left them (§4 "File link", applied on Save): changed
 * only when they differ, which needs document.manage. Answers the ids before, or null when the
 * form did not touch them.
 */
async function saveDocumentLinks(
  tx: Tx,
  ctx: ServiceContext,
  row: ItemRow,
  next: CardFormItem,
): Promise<string[] | null> {
  if (next.fileIds === undefined) return null;
  const { orgId, actor } = ctx.viewer;
  const fileIds = [...new Set(next.fileIds)];
  const before = await linkedFileIds(tx, orgId, row.id);
  if (before.join() === fileIds.join()) return null;
  assertAuthorized(actor, 'document.manage', { orgId });
  await replaceItemDocuments(tx, orgId, row, fileIds);
  return before;
}

const letterChanged = (row: ItemRow, next: CardFormItem): boolean =>
  next.bridgeLetter !== undefined && !sameBridgeLetter(row.bridgeLetter, next.bridgeLetter);

function assertItemChange(row: ItemRow, next: CardFormItem, flags: FeatureFlags): void {
  if (next.title !== row.title && !canRenameItem(row, flags)) {
    throw forbidden(ITEM_EDIT_MESSAGES.renameNotAllowed);
  }
  if (next.hidden && next.publicAccess) {
    throw new DomainError('bad_request', ITEM_EDIT_MESSAGES.hiddenNeedsRestricted);
  }
  if (next.hidden && !row.hidden && !canHideRestrictedItems(flags)) {
    throw forbidden(ITEM_EDIT_MESSAGES.hiddenNeedsRestrictedFiles);
  }
  if (letterChanged(row, next)) {
    assertCarriesBridgeLetter(row);
    requireFeature(flags, 'bridgeLetters');
  }
  if (next.riskProfile !== undefined && row.kind !== 'RiskProfile') {
    throw new DomainError('bad_request', 'Risk profile answers belong to the risk profile card');
  }
  if (next.securityGrade !== undefined && row.kind !== 'SecurityGrades') {
    throw new DomainError('bad_request', 'Grades belong to the Security Grades card');
  }
}

type StoredGrade = Awaited<ReturnType<typeof resolveSecurityGrade>>;

/** Whether the form's grade differs from the stored one (a scorecard grade is never typed). */
function gradeChanged(row: ItemRow, next: NonNullable<CardFormItem['securityGrade']>): boolean {
  const stored = (row.data.securityGrade ?? {}) as Partial<StoredGrade>;
  return (
    stored.service !== next.service ||
    (stored.url ?? '') !== next.url ||
    (!ratingService(next.service)?.fetched && (stored.grade ?? '') !== next.grade.toUpperCase())
  );
}

/** The grades to store, by item uid: each changed one resolved (fetched or range-checked). */
async function changedGrades(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  form: CardForm,
): Promise<Map<string, StoredGrade>> {
  const sent = form.items.filter((item) => item.securityGrade !== undefined);
  const grades = new Map<string, StoredGrade>();
  if (sent.length === 0) return grades;
  const rows = await ctx.db
    .select()
    .from(items)
    .where(
      and(
        eq(items.orgId, ctx.viewer.orgId),
        inArray(
          items.uid,
          sent.map((item) => item.uid),
        ),
      ),
    );
  for (const next of sent) {
    const row = rows.find((candidate) => candidate.uid === next.uid);
    if (row?.kind === 'SecurityGrades' && gradeChanged(row, next.securityGrade!)) {
      grades.set(next.uid, await resolveSecurityGrade(ctx, options, next.securityGrade!));
    }
  }
  return grades;
}

type PendingConnection = { slot: IntegrationSlot; checked: CheckedConnection | null };

/** The form's pending connections by item uid, each checked (and asked once) before the transaction. */
async function pendingConnections(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  productId: string,
  form: CardForm,
): Promise<Map<string, PendingConnection>> {
  const pending = new Map<string, PendingConnection>();
  for (const { uid: itemUid, integration } of form.items) {
    if (integration === undefined) continue;
    if (integration === null) {
      const { slot } = await checkedItem(ctx, productId, itemUid);
      pending.set(itemUid, { slot, checked: null });
    } else {
      const checked = await checkConnection(ctx, options, {
        productId,
        itemUid,
        link: integration.link,
        ...(integration.showInCard === undefined ? {} : { showInCard: integration.showInCard }),
      });
      pending.set(itemUid, { slot: checked.slot, checked });
    }
  }
  return pending;
}

async function saveItem(
  tx: Tx,
  row: ItemRow,
  next: CardFormItem,
  grade: StoredGrade | undefined,
): Promise<void> {
  const data = {
    ...(next.riskProfile !== undefined ? { riskProfile: storedRiskProfile(next.riskProfile) } : {}),
    ...(grade ? { securityGrade: grade } : {}),
  };
  await tx
    .update(items)
    .set({
      title: next.title,
      subtitle: next.subtitle,
      explanation: next.explanation,
      href: next.href,
      expiry: next.expiry,
      type: next.type,
      auditor: next.auditor,
      recurrence: next.recurrence ?? null,
      maturity: next.maturity ?? null,
      enabledState: next.enabledState,
      publicAccess: next.publicAccess,
      hidden: next.hidden,
      ...(Object.keys(data).length > 0 ? { data: { ...row.data, ...data } } : {}),
      ...(letterChanged(row, next) ? { bridgeLetter: next.bridgeLetter } : {}),
      lastModified: sql`now()`,
    })
    .where(eq(items.id, row.id));
}

export async function saveCardForm(
  ctx: ServiceContext,
  options: ProviderClientOptions,
  input: { productId: string; kind: CardKind; form: CardForm },
): Promise<SavedCard> {
  const { orgId } = ctx.viewer;
  const { productId, kind, form } = input;
  assertKindRules(kind, form);
  const grades = await changedGrades(ctx, options, form);
  const connections = await pendingConnections(ctx, options, productId, form);
  return mutate(ctx, {
    action: 'card.edit',
    subject: {},
    revision: { productId },
    async run(tx) {
      const flags = await loadEffectiveFeatures(tx, orgId);
      const card = await ensureCard(tx, { orgId, productId, kind });
      const renamed = form.title !== undefined && form.title !== cardTitle(card);
      if (renamed && !canRenameCard(flags)) throw forbidden(CARD_UPDATE_MESSAGES.renameNotAllowed);

      const rows = await tx
        .select()
        .from(items)
        .where(and(eq(items.orgId, orgId), eq(items.cardId, card.id)));
      const byUid = new Map(rows.map((row) => [row.uid, row]));
      const changes = form.items.map((next) => {
        const row = byUid.get(next.uid);
        if (!row) throw notFound(ITEM_EDIT_MESSAGES.itemNotOnCard);
        assertItemChange(row, next, flags);
        return { row, next };
      });
      const linksBefore = new Map<string, string[]>();
      const connectionsBefore = new Map<string, Record<string, unknown> | null>();
      for (const { row, next } of changes) {
        await saveItem(tx, row, next, grades.get(next.uid));
        const before = await saveDocumentLinks(tx, ctx, row, next);
        if (before) linksBefore.set(row.uid, before);
        const connection = connections.get(row.uid);
        if (connection) {
          const at = { orgId, productId, slot: connection.slot };
          const stored = await storeConnection(tx, at, connection.checked);
          connectionsBefore.set(row.uid, stored.before);
        }
      }
      if (renamed) {
        await tx
          .update(cards)
          .set({ title: form.title, updatedAt: sql`now()` })
          .where(eq(cards.id, card.id));
      }
      return {
        card,
        title: renamed ? form.title! : cardTitle(card),
        before: changes.map(({ row }) => ({
          uid: row.uid,
          title: row.title,
          ...(linksBefore.has(row.uid) ? { fileIds: linksBefore.get(row.uid) } : {}),
          ...(connectionsBefore.has(row.uid)
            ? { integration: connectionsBefore.get(row.uid) }
            : {}),
        })),
      };
    },
    audit: (result) => ({
      action: 'card.saved',
      entityType: 'card',
      entityId: result.card.id,
      before: { kind, title: cardTitle(result.card), items: result.before },
      after: { kind, title: result.title, items: form.items },
    }),
  }).then((result) => ({ kind, title: result.title, message: ITEM_EDIT_MESSAGES.cardSaved }));
}
