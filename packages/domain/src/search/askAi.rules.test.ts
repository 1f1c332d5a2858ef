import { describe, expect, it } from 'vitest';
import {
  ASK_AI_TOOLTIPS,
  askAiLevel,
  canAskAi,
  searchSource,
  type AskAiInput,
} from './askAi.rules.js';

const account = { accountId: 'acct-1', permissionProfileId: null };
const profile = { accountId: null, permissionProfileId: 'prof-1' };
const everythingOn = {
  datastoreSetUp: true,
  generativeAiEnabled: true,
  trustCenterAiEnabled: true,
  planIncludesTrustCenterAi: true,
};

/** [what the spec says, the input, the level, the tooltip]. */
const rows: [string, AskAiInput, string, string | null][] = [
  ['public mode: None', { mode: 'public', previewingAs: null, ...everythingOn }, 'none', null],
  ['main mode: None', { mode: 'main', previewingAs: null, ...everythingOn }, 'none', null],
  [
    'preview without a previewed account or profile: None',
    { mode: 'preview', previewingAs: null, ...everythingOn },
    'none',
    null,
  ],
  [
    'preview with an empty previewing-as: None',
    {
      mode: 'preview',
      previewingAs: { accountId: null, permissionProfileId: null },
      ...everythingOn,
    },
    'none',
    null,
  ],
  [
    'datastore not set up (account member): None',
    { mode: 'account_external', previewingAs: null, ...everythingOn, datastoreSetUp: false },
    'none',
    null,
  ],
  [
    'datastore not set up (preview without the plan): None, not RequiresPaidPlan',
    {
      mode: 'preview',
      previewingAs: account,
      ...everythingOn,
      datastoreSetUp: false,
      planIncludesTrustCenterAi: false,
    },
    'none',
    null,
  ],
  [
    'preview, plan includes Trust Center AI but it is not enabled: UserDisabled',
    { mode: 'preview', previewingAs: account, ...everythingOn, trustCenterAiEnabled: false },
    'user_disabled',
    ASK_AI_TOOLTIPS.user_disabled,
  ],
  [
    'preview as a profile, plan includes it, generative AI switched off: UserDisabled',
    { mode: 'preview', previewingAs: profile, ...everythingOn, generativeAiEnabled: false },
    'user_disabled',
    ASK_AI_TOOLTIPS.user_disabled,
  ],
  [
    'preview without the plan: RequiresPaidPlan',
    { mode: 'preview', previewingAs: account, ...everythingOn, planIncludesTrustCenterAi: false },
    'requires_paid_plan',
    ASK_AI_TOOLTIPS.requires_paid_plan,
  ],
  [
    'preview without the plan and with AI switched off: RequiresPaidPlan',
    {
      mode: 'preview',
      previewingAs: profile,
      datastoreSetUp: true,
      generativeAiEnabled: false,
      trustCenterAiEnabled: false,
      planIncludesTrustCenterAi: false,
    },
    'requires_paid_plan',
    ASK_AI_TOOLTIPS.requires_paid_plan,
  ],
  [
    'preview as an account, everything on: Full',
    { mode: 'preview', previewingAs: account, ...everythingOn },
    'full',
    null,
  ],
  [
    'account member, everything on: Full',
    { mode: 'account_external', previewingAs: null, ...everythingOn },
    'full',
    null,
  ],
  [
    'account member, generative AI off: None (members are not told why)',
    { mode: 'account_external', previewingAs: null, ...everythingOn, generativeAiEnabled: false },
    'none',
    null,
  ],
  [
    'account member, Trust Center AI off: None',
    { mode: 'account_external', previewingAs: null, ...everythingOn, trustCenterAiEnabled: false },
    'none',
    null,
  ],
  [
    'account member, plan without it: None',
    {
      mode: 'account_external',
      previewingAs: null,
      ...everythingOn,
      planIncludesTrustCenterAi: false,
    },
    'none',
    null,
  ],
];

describe('askAiLevel', () => {
  it.each(rows)('%s', (_, input, level, tooltip) => {
    expect(askAiLevel(input)).toEqual({ level, tooltip });
  });

  it('says the tooltips word for word', () => {
    expect(ASK_AI_TOOLTIPS.user_disabled).toBe(
      'Ask AI will not be available to Account Members until you enable it in your Generative AI settings',
    );
    expect(ASK_AI_TOOLTIPS.requires_paid_plan).toBe(
      'Ask AI will not be available to Account Members until you upgrade to a paid plan',
    );
  });

  it('offers the switch only at Full', () => {
    expect(canAskAi({ level: 'full', tooltip: null })).toBe(true);
    expect(canAskAi({ level: 'user_disabled', tooltip: ASK_AI_TOOLTIPS.user_disabled })).toBe(
      false,
    );
    expect(canAskAi(undefined)).toBe(false);
  });
});

describe('searchSource (§4: fuzzy unless the datastore is set up)', () => {
  it('is semantic for a member and for staff previewing as an account or profile', () => {
    const on = { datastoreSetUp: true };
    expect(searchSource({ mode: 'account_external', previewingAs: null, ...on })).toBe('semantic');
    expect(searchSource({ mode: 'preview', previewingAs: account, ...on })).toBe('semantic');
    expect(searchSource({ mode: 'preview', previewingAs: profile, ...on })).toBe('semantic');
  });

  it('is fuzzy for visitors, staff, an empty preview, and without the datastore', () => {
    const on = { datastoreSetUp: true };
    expect(searchSource({ mode: 'public', previewingAs: null, ...on })).toBe('fuse');
    expect(searchSource({ mode: 'main', previewingAs: null, ...on })).toBe('fuse');
    expect(searchSource({ mode: 'preview', previewingAs: null, ...on })).toBe('fuse');
    expect(
      searchSource({ mode: 'account_external', previewingAs: null, datastoreSetUp: false }),
    ).toBe('fuse');
  });
});
