/**
 * The Ask AI call as the web app makes it (visitor-portal.md §7): POST
 * `{portal base}/api/search/answer` with `{query:{term, filters:{product}}}`, the viewer's
 * `accountId` / `permissionProfileId` carried over from the address. And the answer's text cut
 * into paragraphs of plain text and citations, so it renders as React text (never as HTML).
 */
import { viewerQueryEntries } from '@candor/domain/portal/portalQuery';
import type { AskAiAnswer } from '@candor/domain/search/askAi.schema';
import { jsonRequest } from '../../api/jsonRequest.js';

export function answerUrl(basePath: string, search = ''): string {
  const query = new URLSearchParams(viewerQueryEntries(search)).toString();
  return `${basePath}/api/search/answer${query ? `?${query}` : ''}`;
}

export function fetchAnswer(
  basePath: string,
  term: string,
  productId: string,
  signal?: AbortSignal,
): Promise<AskAiAnswer> {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return jsonRequest<AskAiAnswer>(
    'POST',
    answerUrl(basePath, search),
    { query: { term, filters: { product: productId } } },
    signal,
  );
}

export type AnswerPart = { text: string } | { source: number };

/** Paragraphs of text and `[n]` citations (1-based source numbers within `sourceCount`). */
export function answerParagraphs(answer: string, sourceCount: number): AnswerPart[][] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const parts: AnswerPart[] = [];
      let at = 0;
      for (const match of paragraph.matchAll(/\[(\d{1,3})\]/g)) {
        const number = Number(match[1]);
        if (match.index > at) parts.push({ text: paragraph.slice(at, match.index) });
        // A number that names no source is dropped, as the server drops it.
        if (number >= 1 && number <= sourceCount) parts.push({ source: number });
        at = match.index + match[0].length;
      }
      if (at < paragraph.length) parts.push({ text: paragraph.slice(at) });
      return parts;
    });
}

/** 'Generated from N sources' (one source reads in the singular). */
export const generatedFrom = (count: number): string =>
  `Generated from ${count} ${count === 1 ? 'source' : 'sources'}`;
