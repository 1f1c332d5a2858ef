import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AskAiAnswer } from '@candor/domain/search/askAi.schema';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListSourceContext } from '../../api/listSourceContext.js';
import { attributeValues, textOf as htmlText } from '../../testing/html.js';
import { AskAiPanel, askAiKeys, type AskAiPanelProps } from './AskAiPanel.js';
import { answerParagraphs, answerUrl, generatedFrom } from './askAiAnswer.js';

/** The text read, without the markers React puts between adjacent text nodes. */
const textOf = (html: string) => htmlText(html.replaceAll('<!-- -->', ''));

const PRODUCT = 'product-1';
const QUESTION = 'Do you encrypt data at rest?';

type State = { data: AskAiAnswer } | { error: Error } | 'pending';

function render(state: State, props: Partial<AskAiPanelProps> = {}): string {
  const client = new QueryClient();
  const key = askAiKeys.answer('/acme', PRODUCT, QUESTION);
  if (state !== 'pending') {
    const query = client.getQueryCache().build(client, { queryKey: key });
    if ('data' in state) query.setData(state.data);
    else query.setState({ status: 'error', error: state.error, fetchStatus: 'idle' });
  }
  return renderToString(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={client}>
        <ListSourceContext value={{ basePath: '/acme', productSlug: 'cloud' }}>
          <AskAiPanel query={QUESTION} productId={PRODUCT} level="full" {...props} />
        </ListSourceContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ANSWER: AskAiAnswer = {
  answer:
    'All customer data is encrypted at rest with AES-256. [1] Backups too. [2]\n\n<img src=x onerror=alert(1)> is just text. [7]',
  sources: [
    {
      kind: 'item',
      id: 'i1',
      title: 'Encryption at rest',
      url: '/acme?itemUid=u1',
      itemUid: 'u1',
      cardKind: 'DataSecurity',
    },
    {
      kind: 'kb_entry',
      id: 'k1',
      title: 'Are backups encrypted?',
      url: '/acme#section-knowledge_base',
      itemUid: null,
      cardKind: null,
    },
  ],
};

describe('AskAiPanel', () => {
  it("says 'Generating Answer' while the answer is on its way", () => {
    const html = render('pending');
    expect(textOf(html)).toBe('Generating Answer');
    expect(html).toContain('role="status"');
  });

  it("shows the answer as text with its citations, 'Copy response' and its sources", () => {
    const html = render({ data: ANSWER });
    const text = textOf(html);
    expect(text).toContain(
      'All customer data is encrypted at rest with AES-256. [1] Backups too. [2]',
    );
    expect(text).toContain('Copy response');
    expect(text).toContain('Generated from 2 sources');
    expect(text).toContain('[1] Encryption at rest');
    expect(text).toContain('[2] Are backups encrypted?');
    // Markup in an answer is shown, never made.
    expect(html).not.toContain('<img');
    expect(text).toContain('<img src=x onerror=alert(1)> is just text.');
    // A citation naming no source is left out.
    expect(text).not.toContain('[7]');
    expect(attributeValues(html, 'href')).toEqual([
      '/acme?itemUid=u1',
      '/acme#section-knowledge_base',
      '/acme?itemUid=u1',
      '/acme#section-knowledge_base',
    ]);
  });

  it('shows nothing when there is no answer, or when Ask AI is not at Full', () => {
    expect(render({ data: { answer: '', sources: [] } })).toBe('');
    expect(render({ data: ANSWER }, { level: 'user_disabled' })).toBe('');
    expect(render({ data: ANSWER }, { query: '   ' })).toBe('');
  });

  it('shows nothing in place when the answer could not be had: the error snack says it', () => {
    expect(render({ error: new Error('503') })).toBe('');
  });
});

describe('the answer call and text', () => {
  it('carries the viewer over from the address, and nothing else', () => {
    expect(answerUrl('/acme', '?accountId=a1&itemUid=x&permissionProfileId=p1')).toBe(
      '/acme/api/search/answer?accountId=a1&permissionProfileId=p1',
    );
    expect(answerUrl('', '')).toBe('/api/search/answer');
  });

  it('cuts paragraphs and citations', () => {
    expect(answerParagraphs('A [1] b [2].\n\nC [9]', 2)).toEqual([
      [{ text: 'A ' }, { source: 1 }, { text: ' b ' }, { source: 2 }, { text: '.' }],
      [{ text: 'C ' }],
    ]);
    expect(generatedFrom(1)).toBe('Generated from 1 source');
    expect(generatedFrom(3)).toBe('Generated from 3 sources');
  });
});
