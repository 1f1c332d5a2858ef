import { describe } from 'vitest';
import { F, itListsActions, ORG_ID, T } from '../auth/testActors.js';
import { itFollowsPrivateAreaTable } from '../settings/privateAreaMatrix.js';
import { PRODUCT_POLICY_ACTIONS } from './product.policy.js';

describe('product policy matrix', () => {
  itListsActions(
    PRODUCT_POLICY_ACTIONS,
    'product.view product.create product.edit product.delete product.reorder productLink.create productLink.edit productLink.delete productLink.reorder',
  );

  // prettier-ignore
  itFollowsPrivateAreaTable(PRODUCT_POLICY_ACTIONS, { orgId: ORG_ID }, {
    //               product: view create edit delete reorder  link: create edit delete reorder
    visitor:        [F,   F,   F,   F,   F,   F,   F,   F,   F],
    member:         [F,   F,   F,   F,   F,   F,   F,   F,   F],
    editor:         [F,   F,   F,   F,   F,   F,   F,   F,   F],
    staffNoScopes:  [F,   F,   F,   F,   F,   F,   F,   F,   F],
    system:         [F,   F,   F,   F,   F,   F,   F,   F,   F],
    assetsEditor:   [F,   F,   F,   F,   F,   F,   F,   F,   F],
    fileViewer:     [F,   F,   F,   F,   F,   F,   F,   F,   F],
    fileDownloader: [F,   F,   F,   F,   F,   F,   F,   F,   F],
    outsider:       [F,   F,   F,   F,   F,   F,   F,   F,   F],
    settingsEditor: [T,   T,   T,   T,   T,   T,   T,   T,   T],
    auditViewer:    [F,   F,   F,   F,   F,   F,   F,   F,   F],
    staffManager:   [F,   F,   F,   F,   F,   F,   F,   F,   F],
    outsiderAdmin:  [F,   F,   F,   F,   F,   F,   F,   F,   F],
  });
});
