/**
 * Ask AI (visitor-portal.md §4, §7): a visitor's question answered only from passages they may
 * read, each cited. The steps: the access level must be Full for this viewer; the sources this
 * viewer may read on the product are found by the portal's presenters; the question is embedded
 * and the closest stored passages among those sources are ranked by cosine in SQL (vectors are
 * unit length, so it is a dot product over real[]: one query for PGlite and PostgreSQL); below
 * the threshold there is no answer and the model is not asked; otherwise the model answers from
 * the quoted passages and only the sources it cites are returned.
 */
import {
  ASK_AI_MESSAGES,
  askAiLevel,
  DomainError,
  isFlagOn,
  isShown,
  notFound,
  type AskAiAnswer,
  type AskAiSource,
  type Viewer,
} from '@candor/domain';
import { normalize, type AiProvider } from '../../ai/aiProvider.js';
import { loadAiSettings } from '../../ai/aiIndex.js';
import { rankPassages } from '../../ai/cosineRank.js';
import { answerMessages, readCitedAnswer, type PromptSource } from '../../ai/answerPrompt.js';
import { visibleSources } from '../../ai/visibleSources.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import { loadPortalContent } from '../portal/loadPortalContent.js';
import type { RequestContext } from '../serviceContext.js';

/** Passages considered, and sources quoted to the model at most. */
export const ANSWER_LIMITS = { passages: 8, sources: 5 } as const;

export interface AnswerQuestionInput {
  viewer: Viewer;
  links: PortalLinks;
  productId: string;
  question: string;
  /** Cosine below which a passage is not close enough to answer from. */
  minScore: number;
}

const NO_ANSWER: AskAiAnswer = { answer: '', sources: [] };

export async function answerQuestion(
  ctx: RequestContext,
  provider: AiProvider | null,
  input: AnswerQuestionInput,
): Promise<AskAiAnswer> {
  const { db } = ctx;
  const { viewer } = input;
  const content = await loadPortalContent(db, viewer.orgId, input.productId);
  if (!content || !isShown(viewer, { type: 'product', show: content.product.show })) {
    throw notFound('Product not found');
  }
  const settings = await loadAiSettings(db, viewer.orgId);
  const { level } = askAiLevel({
    mode: viewer.mode,
    previewingAs: viewer.previewingAs,
    datastoreSetUp: provider !== null,
    generativeAiEnabled: settings.generativeAiEnabled,
    trustCenterAiEnabled: settings.trustCenterAiEnabled,
    planIncludesTrustCenterAi: isFlagOn(content.flags, 'trustCenterAi'),
  });
  if (level !== 'full' || !provider) {
    throw new DomainError('forbidden', ASK_AI_MESSAGES.notAvailable);
  }

  const sources = visibleSources(content, { ...viewer, productId: input.productId }, input.links);
  // The provider's failures (AiProviderError) are left to the route, which logs and maps them.
  {
    const [query] = await provider.embed([input.question]);
    const ranked = await rankPassages(
      db,
      viewer.orgId,
      normalize(query ?? []),
      [...sources.keys()],
      input.minScore,
      ANSWER_LIMITS.passages,
    );
    if (ranked.length === 0) return NO_ANSWER;

    const quoted: { source: AskAiSource; passages: string[] }[] = [];
    for (const passage of ranked) {
      const source = sources.get(passage.sourceId);
      if (!source) continue;
      const entry = quoted.find((q) => q.source.id === source.id);
      if (entry) entry.passages.push(passage.text);
      else if (quoted.length < ANSWER_LIMITS.sources) {
        quoted.push({ source, passages: [passage.text] });
      }
    }
    const promptSources: PromptSource[] = quoted.map((q, i) => ({
      number: i + 1,
      title: q.source.title,
      passages: q.passages,
    }));
    const reply = await provider.chat(
      answerMessages(content.org.name, input.question, promptSources),
    );
    const { answer, cited } = readCitedAnswer(reply, quoted.length);
    if (!answer) return NO_ANSWER;
    return { answer, sources: cited.map((number) => quoted[number - 1]!.source) };
  }
}
