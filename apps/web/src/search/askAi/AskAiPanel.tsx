/**
 * Ask AI's answer (visitor-portal.md §4): 'Generating Answer' while the server asks the model,
 * then the answer with its citations, 'Copy response' and a collapsible 'Generated from N
 * sources' linking each source (an item's opens its drawer); nothing at all when there is no
 * answer, and the spec's error snack (reported) when the call fails. The answer is rendered as text: a model
 * or a quoted passage can never put markup on the page.
 *
 * Default export, so the search bar loads it as its own chunk (`lazy(() => import(…))`).
 */
import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import type { AskAiLevel } from '@candor/domain/search/askAi.rules';
import { ASK_AI_MESSAGES } from '@candor/domain/search/askAi.messages';
import type { AskAiSource } from '@candor/domain/search/askAi.schema';
import { Fragment, use, useEffect, type MouseEvent } from 'react';
import { ListSourceContext } from '../../api/listSourceContext.js';
import { useCardDrawer } from '../../cards/cardDrawerContext.js';
import { settleOnSection } from '../../portal/settleOnSection.js';
import { CopyValueButton } from '../../ui/CopyValueButton.js';
import { SparklesIcon } from '../../ui/icons.js';
import { useSnack } from '../../ui/Snack.js';
import { reportSearchFailure } from '../searchApi.js';
import { answerParagraphs, fetchAnswer, generatedFrom } from './askAiAnswer.js';

export interface AskAiPanelProps {
  /** The visitor's question, as typed (the server trims it and checks its length). */
  query: string;
  productId: string;
  /** Only 'full' asks; any other level shows nothing (the switch is disabled). */
  level: AskAiLevel;
  /** Called before a source opens on the page (the search dialog closes for the drawer). */
  onSourceOpen?: () => void;
}

export const askAiKeys = {
  answer: (basePath: string, productId: string, term: string) =>
    ['ask-ai', basePath, productId, term] as const,
};

/** Follows a source link: on this page, to its section; elsewhere, a navigation. */
function goTo(href: string): void {
  const url = new URL(href, window.location.href);
  const target = url.hash ? document.getElementById(url.hash.slice(1)) : null;
  if (
    url.pathname !== window.location.pathname ||
    url.search !== window.location.search ||
    !target
  ) {
    window.location.assign(url);
    return;
  }
  window.history.pushState(window.history.state, '', url);
  settleOnSection(target.id);
}

function SourceLink({
  source,
  number,
  onOpen,
}: {
  source: AskAiSource;
  number: number;
  onOpen: (() => void) | undefined;
}) {
  const { openCard, canOpen } = useCardDrawer();
  const { cardKind, itemUid } = source;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The search dialog closes first, so the source is seen on the page, not behind it.
    onOpen?.();
    if (cardKind !== null && itemUid !== null && canOpen(cardKind)) {
      openCard(cardKind, { itemUid, source: 'ask_ai' });
    } else {
      // A section of this page (a FAQ, an update): go there once the dialog has let go.
      window.setTimeout(() => goTo(source.url), 0);
    }
  };
  return (
    <Anchor href={source.url} onClick={onClick} size="sm">
      [{number}] {source.title}
    </Anchor>
  );
}

export function AskAiPanel({ query, productId, level, onSourceOpen }: AskAiPanelProps) {
  const source = use(ListSourceContext);
  const basePath = source?.basePath ?? '';
  const term = query.trim();
  const enabled = level === 'full' && term.length > 0 && productId !== '';
  const snack = useSnack();
  const answer = useQuery({
    queryKey: askAiKeys.answer(basePath, productId, term),
    queryFn: ({ signal }) => fetchAnswer(basePath, term, productId, signal),
    enabled,
    retry: false,
    // A failed answer stays failed until the visitor asks again ('Try again', or a new question).
    retryOnMount: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // §8: a failed answer is an error snack, also reported; once per failure.
  const { isError, errorUpdatedAt, error, refetch } = answer;
  useEffect(() => {
    if (!isError) return;
    snack(ASK_AI_MESSAGES.failed, 'error', { label: 'Try again', onClick: () => void refetch() });
    reportSearchFailure({ basePath, productId }, 'answer', error);
  }, [isError, errorUpdatedAt, error, refetch, snack, basePath, productId]);

  if (!enabled) return null;
  if (answer.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite" data-testid="ask-ai-loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Generating Answer
        </Text>
      </Group>
    );
  }
  // A failure is said by its error snack (above), with 'Try again'.
  if (answer.isError) return null;
  const { answer: text, sources } = answer.data;
  // No answer: nothing is shown (visitor-portal.md §4).
  if (!text.trim()) return null;

  return (
    <Paper withBorder radius="md" p="md" data-testid="ask-ai-answer" aria-label="AI answer">
      <Stack gap="sm">
        <Group gap={6}>
          <SparklesIcon size={16} aria-hidden />
          <Text size="sm" fw={600}>
            Ask AI
          </Text>
        </Group>
        {answerParagraphs(text, sources.length).map((parts, p) => (
          <Text key={p} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {parts.map((part, i) =>
              'text' in part ? (
                <Fragment key={i}>{part.text}</Fragment>
              ) : (
                <sup key={i}>
                  <Anchor
                    href={sources[part.source - 1]?.url}
                    size="xs"
                    aria-label={`Source ${part.source}: ${sources[part.source - 1]?.title ?? ''}`}
                  >
                    [{part.source}]
                  </Anchor>
                </sup>
              ),
            )}
          </Text>
        ))}
        <Group gap="sm">
          <CopyValueButton value={text} label="Copy response" type="response" variant="default" />
        </Group>
        {sources.length > 0 ? (
          <details>
            <summary>
              <Text component="span" size="sm" fw={500}>
                {generatedFrom(sources.length)}
              </Text>
            </summary>
            <Stack component="ol" gap={4} mt="xs" style={{ listStyle: 'none', paddingLeft: 0 }}>
              {sources.map((s, i) => (
                <li key={`${s.kind}:${s.id}`}>
                  <SourceLink source={s} number={i + 1} onOpen={onSourceOpen} />
                </li>
              ))}
            </Stack>
          </details>
        ) : null}
      </Stack>
    </Paper>
  );
}

export default AskAiPanel;
