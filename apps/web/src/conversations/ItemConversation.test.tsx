import type { CommentView } from '@candor/domain/conversations/conversations.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { conversationKeys } from './conversationsApi.js';
import ItemConversation, { sendsOnKey } from './ItemConversation.js';

const external = {
  accountId: 'acct-1',
  questionnaires: true,
  tprm: true,
  comments: true,
  basePath: '/northwind',
  productId: 'product-1',
};

function render(comments: CommentView[] | undefined): string {
  const client = new QueryClient();
  if (comments) {
    client.setQueryData(conversationKeys.comments('acct-1', 'product-1', 'soc2'), comments);
  }
  return renderToString(
    <QueryClientProvider client={client}>
      <ItemConversation external={external} itemUid="soc2" itemTitle="SOC 2" />
    </QueryClientProvider>,
  );
}

describe('the item Conversation', () => {
  it('sends on Ctrl or Cmd + Enter, never on Enter alone', () => {
    expect(sendsOnKey({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(sendsOnKey({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });

  it("offers the box, Send and the empty thread's words", () => {
    const html = render([]);
    expect(html).toContain('Conversation');
    expect(html).toContain('placeholder="Type here..."');
    expect(html).toContain('>Send<');
    expect(html).toContain('Type below to start a conversation');
  });

  it('shows comments as plain text, never as HTML, line breaks kept', () => {
    const html = render([
      {
        id: 'c1',
        itemUid: 'soc2',
        content: '<img src=x onerror=alert(1)>\nsecond line',
        timestamp: '2026-01-05T10:00:00.000Z',
        productId: 'product-1',
        member: { name: 'Gina Globex', email: 'g@globex.example', createdAt: '2026-01-01' },
        orgMem: null,
      },
      {
        id: 'c2',
        itemUid: 'soc2',
        content: 'Yes, yearly.',
        timestamp: '2026-01-06T10:00:00.000Z',
        productId: 'product-1',
        member: null,
        orgMem: { displayName: 'Ada Admin' },
      },
    ]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;\nsecond line');
    expect(html).toContain('Ada Admin');
    expect(html).toContain('Yes, yearly.');
  });
});
