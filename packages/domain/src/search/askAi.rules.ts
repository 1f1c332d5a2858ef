/**
 * Ask AI's access level (visitor-portal.md §3, §4, §6): who gets the Ask AI switch, and the
 * tooltip a disabled switch shows. One pure function, so the server's page data, the answer
 * route and the tests read the same rule.
 *
 * The spec, row by row:
 * - None for public and main modes, for preview without a previewed account or profile, and
 *   when the datastore (the AI provider and its embeddings) is not set up.
 * - UserDisabled in preview when the plan includes Trust Center AI but it is not enabled.
 * - RequiresPaidPlan in preview without that plan.
 * - Full only when generative AI is enabled, the datastore is set up, Trust Center AI is enabled
 *   and the plan includes it.
 * - Otherwise None (an account member never sees why Ask AI is missing: the tooltips speak to
 *   the organisation's staff).
 *
 * Decision: "it is not enabled" reads as the organisation's Generative AI settings as a whole
 * (generative AI and Trust Center AI are both switched there), so a previewing staff member
 * whose plan has Trust Center AI and who has switched either off is told where to switch it on.
 */
import type { PreviewingAs } from '../portal/mode.js';
import type { PortalMode } from '../portal/portalView.js';
import type { SearchSource } from './search.constants.js';

export const ASK_AI_LEVELS = ['none', 'user_disabled', 'requires_paid_plan', 'full'] as const;
export type AskAiLevel = (typeof ASK_AI_LEVELS)[number];

/** The disabled switch's tooltips, word for word. */
export const ASK_AI_TOOLTIPS = {
  user_disabled:
    'Ask AI will not be available to Account Members until you enable it in your Generative AI settings',
  requires_paid_plan:
    'Ask AI will not be available to Account Members until you upgrade to a paid plan',
} as const;

export interface AskAiInput {
  mode: PortalMode;
  /** Whom staff preview as (preview mode). */
  previewingAs: PreviewingAs | null;
  /** An AI provider is configured (its datastore of embeddings can be built). */
  datastoreSetUp: boolean;
  /** The organisation's Generative AI settings: generative AI switched on. */
  generativeAiEnabled: boolean;
  /** The organisation's Generative AI settings: Trust Center AI (Ask AI) switched on. */
  trustCenterAiEnabled: boolean;
  /** The organisation's plan (or a flag) includes Trust Center AI. */
  planIncludesTrustCenterAi: boolean;
}

/** What the page data carries: the level, and the tooltip of a disabled switch (else null). */
export interface AskAiView {
  level: AskAiLevel;
  tooltip: string | null;
}

const previewsSomeone = (previewingAs: PreviewingAs | null): boolean =>
  previewingAs !== null &&
  (previewingAs.accountId !== null || previewingAs.permissionProfileId !== null);

export function askAiLevel(input: AskAiInput): AskAiView {
  const none: AskAiView = { level: 'none', tooltip: null };
  if (!input.datastoreSetUp) return none;
  if (input.mode === 'public' || input.mode === 'main') return none;
  if (input.mode === 'preview' && !previewsSomeone(input.previewingAs)) return none;
  const enabled = input.generativeAiEnabled && input.trustCenterAiEnabled;
  if (input.planIncludesTrustCenterAi && enabled) return { level: 'full', tooltip: null };
  if (input.mode !== 'preview') return none;
  if (!input.planIncludesTrustCenterAi) {
    return { level: 'requires_paid_plan', tooltip: ASK_AI_TOOLTIPS.requires_paid_plan };
  }
  return { level: 'user_disabled', tooltip: ASK_AI_TOOLTIPS.user_disabled };
}

/**
 * §4 'Search source': fuzzy local search unless the AI datastore is set up; with it, semantic for
 * account-external mode, and for preview mode only when previewing as an account or permission
 * profile.
 */
export function searchSource(
  input: Pick<AskAiInput, 'mode' | 'previewingAs' | 'datastoreSetUp'>,
): SearchSource {
  if (!input.datastoreSetUp) return 'fuse';
  if (input.mode === 'account_external') return 'semantic';
  return input.mode === 'preview' && previewsSomeone(input.previewingAs) ? 'semantic' : 'fuse';
}

/** The Ask AI switch is usable only at Full. */
export const canAskAi = (view: AskAiView | null | undefined): boolean => view?.level === 'full';
