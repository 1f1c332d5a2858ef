/**
 * Ask AI in Chromium, with the run's own OpenAI-compatible server (e2e/fakeOpenAiServer.ts, the
 * server's AI_BASE_URL): staff switch Generative AI and Trust Center AI on, the content is
 * embedded in the background, and a signed-in account member's page offers Ask AI at Full and
 * gets an answer with its sources from the page's own fetch. A visitor gets neither.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, portalPath, signInAsStaff, test } from './fixtures.js';

const QUESTION = 'Do you use customer data to train AI models?';

interface Answer {
  answer: string;
  sources: { kind: string; id: string; title: string; url: string }[];
}

async function setGenerativeAi(staff: Page, on: boolean) {
  const response = await staff.request.put('/api/admin/generative-ai', {
    data: { generativeAiEnabled: on, trustCenterAiEnabled: on },
  });
  expect(response.status()).toBe(200);
}

/** The Ask AI level the page's data carries. */
async function askAiLevel(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const data = JSON.parse(document.getElementById('__candor_page')?.textContent ?? '{}') as {
      view?: { askAi?: { level: string } };
    };
    return data.view?.askAi?.level;
  });
}

/** The portal page's own fetch, as the Ask AI panel calls it. */
async function ask(page: Page, base: string, productId: string, term: string) {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    {
      url: `${base}/api/search/answer${new URL(page.url()).search}`,
      body: { query: { term, filters: { product: productId } } },
    },
  );
}

const productIdOf = (page: Page) =>
  page.evaluate(() => {
    const data = JSON.parse(document.getElementById('__candor_page')?.textContent ?? '{}') as {
      view?: { product?: { id: string } };
    };
    return data.view?.product?.id ?? '';
  });

test.describe.configure({ mode: 'serial' });

test('a member asks a question and gets an answer from the Trust Center with its sources', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const base = await portalPath(page);
  await signInAsStaff(page);
  // Staff switch Ask AI on in the private area's Generative AI section.
  await page.goto('/admin/generative-ai');
  await expect(page.getByRole('heading', { name: 'Generative AI', level: 1 })).toBeVisible();
  await expect(page.getByText('No AI provider')).toHaveCount(0);
  for (const name of ['Generative AI', 'Trust Center AI (Ask AI)']) {
    const toggle = page.getByRole('switch', { name });
    await expect(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
  }
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Trust Center AI (Ask AI)' })).toBeChecked();
  try {
    const seeded = (await (
      await page.request.post('/api/testing/account-members', {
        data: {
          accountName: 'Ask AI Ltd',
          email: 'asker@askai.example',
          firstName: 'Ada',
          lastName: 'Asker',
          accessExpiresAt: null,
        },
      })
    ).json()) as { accountId: string; signInUrl: string };

    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const member = await context.newPage();
    member.on('pageerror', (error) => problems.push(error.message));
    await member.goto(seeded.signInUrl);
    await expect(member).toHaveURL(`${base}?accountId=${seeded.accountId}`);
    await hydrated(member);
    expect(await askAiLevel(member)).toBe('full');
    const productId = await productIdOf(member);

    // The content is embedded in the background after the switch: ask until it is there.
    let answer: Answer = { answer: '', sources: [] };
    await expect
      .poll(
        async () => {
          const response = await ask(member, base, productId, QUESTION);
          if (response.status === 200) answer = response.body as Answer;
          return answer.answer;
        },
        { timeout: 30_000 },
      )
      .toMatch(/\[1\]/);
    expect(answer.sources.map((s) => s.title)).toContain(QUESTION);
    expect(answer.sources.every((s) => s.url.startsWith(base))).toBe(true);

    // Nothing close enough: no answer, and the panel shows nothing.
    const none = await ask(member, base, productId, 'zyzzyva quokka');
    expect(none).toEqual({ status: 200, body: { answer: '', sources: [] } });

    // A visitor has no Ask AI, and the endpoint refuses them.
    const visitor = await browser.newPage({ baseURL: baseURL ?? '' });
    await visitor.goto(base);
    expect(await askAiLevel(visitor)).toBe('none');
    expect((await ask(visitor, base, productId, QUESTION)).status).toBe(403);
    await visitor.close();
    await context.close();
    expect(problems).toEqual([]);
  } finally {
    await setGenerativeAi(page, false);
  }
});

// The inline search bar (branch `search`) renders Ask AI through its `askAi` prop slot, which the
// lead wires to apps/web/src/search/askAi/AskAiPanel.tsx at merge. Once wired: switch the bar to
// Ask AI as the member above, type QUESTION, and expect 'Generating Answer', then the answer,
// 'Copy response' and 'Generated from N sources' whose first link opens the item's drawer.
test.fixme('the Ask AI panel in the inline search bar answers with its sources', async () => {});
