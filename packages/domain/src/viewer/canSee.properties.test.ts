/**
 * Properties of canSee over generated things, settings and grants: what an anonymous visitor
 * sees is a subset of what a signed-in member sees (whatever their account was granted), which
 * is a subset of what the organisation's staff see in main mode.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SCOPES } from '../auth/actor.js';
import { ACTORS, ORG_ID, staff } from '../auth/testActors.js';
import { DOCUMENT_ACCESS_TYPES, PUBLIC_ACCESS_LEVELS, SECTION_IDS } from '../cards/constants.js';
import { canSee, type Seen, type Sight } from './canSee.js';
import { buildViewer, type Viewer, type ViewerGrants, type ViewerOrgSettings } from './viewer.js';

const RANK: Record<Sight, number> = { omitted: 0, restricted: 1, visible: 2 };
const IDS = ['a', 'b', 'c'];

const settingsArb: fc.Arbitrary<ViewerOrgSettings> = fc.record({
  publicAccessLevel: fc.constantFrom(...PUBLIC_ACCESS_LEVELS),
  documentAccessType: fc.constantFrom(...DOCUMENT_ACCESS_TYPES),
});

const grantsArb: fc.Arbitrary<ViewerGrants> = fc.record({
  all: fc.boolean(),
  itemIds: fc.subarray(IDS).map((ids) => new Set(ids)),
  fileIds: fc.subarray(IDS).map((ids) => new Set(ids)),
  ndaPending: fc.boolean(),
});

const itemArb = fc.record({
  id: fc.constantFrom(...IDS),
  // The viewer's own product, or another one (whose grants do not count here).
  productId: fc.constantFrom('product-1', 'product-2'),
  publicAccess: fc.boolean(),
  hidden: fc.boolean(),
});

const thingArb: fc.Arbitrary<Seen> = fc.oneof(
  fc.record({ type: fc.constant('product'), show: fc.boolean() }),
  fc.record({ type: fc.constant('product_link'), show: fc.boolean() }),
  fc.record({ type: fc.constant('card'), hidden: fc.boolean() }),
  fc.record({
    type: fc.constant('section'),
    id: fc.constantFrom(...SECTION_IDS),
    hidden: fc.boolean(),
    counts: fc.record(
      {
        trusted_by: fc.nat(2),
        subprocessors: fc.nat(2),
        documents: fc.nat(2),
        help: fc.nat(2),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ type: fc.constant('topic'), hidden: fc.boolean() }),
  itemArb.map((item) => ({ type: 'item' as const, ...item })),
  fc.record({
    type: fc.constant('file'),
    id: fc.constantFrom(...IDS),
    access: fc.constantFrom('view', 'download'),
    documentAccessType: fc.constantFrom(null, ...DOCUMENT_ACCESS_TYPES),
    item: itemArb,
    cardHidden: fc.boolean(),
    productShown: fc.boolean(),
  }),
  fc.record({ type: fc.constant('update'), audience: fc.constantFrom('public', 'private') }),
  fc.record({ type: fc.constant('kb_entry'), accessLevel: fc.constantFrom('public', 'private') }),
);

const viewerOf = (
  actor: Parameters<typeof buildViewer>[0]['actor'],
  settings: ViewerOrgSettings,
  grants?: ViewerGrants,
): Viewer =>
  buildViewer({
    actor,
    orgId: ORG_ID,
    productId: 'product-1',
    // A member reads their own account's portal; the others name none.
    query: actor.type === 'member' ? { accountId: actor.accountId } : {},
    settings,
    ...(grants ? { grants } : {}),
    accountAuthorized: actor.type === 'member',
  });

describe('canSee', () => {
  it('shows a visitor no more than a member, and a member no more than staff', () => {
    fc.assert(
      fc.property(settingsArb, grantsArb, thingArb, (settings, grants, thing) => {
        const visitor = canSee(viewerOf(ACTORS.visitor, settings), thing);
        const member = canSee(viewerOf(ACTORS.member, settings, grants), thing);
        const admin = canSee(viewerOf(staff([...SCOPES]), settings), thing);
        return RANK[visitor] <= RANK[member] && RANK[member] <= RANK[admin];
      }),
      { numRuns: 2000 },
    );
  });

  it('shows a member no less for being granted more', () => {
    fc.assert(
      fc.property(settingsArb, grantsArb, grantsArb, thingArb, (settings, some, more, thing) => {
        const union: ViewerGrants = {
          all: some.all || more.all,
          itemIds: new Set([...some.itemIds, ...more.itemIds]),
          fileIds: new Set([...some.fileIds, ...more.fileIds]),
          ndaPending: some.ndaPending,
        };
        const fewer = canSee(viewerOf(ACTORS.member, settings, some), thing);
        const granted = canSee(viewerOf(ACTORS.member, settings, union), thing);
        return RANK[fewer] <= RANK[granted];
      }),
      { numRuns: 2000 },
    );
  });
});
