/**
 * Ask AI in Chromium, with the run's own OpenAI-compatible server (e2e/fakeOpenAiServer.ts, the
 * server's AI_BASE_URL): staff switch Generative AI and Trust Center AI on, the content is
 * embedded in the background, and a signed-in account member's page offers Ask AI at Full and
 * gets an answer with its sources from the page's own fetch. A visitor gets neither. The same
 * member's search is semantic (issue 25 §6): it finds by meaning what letters do not.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  giveStaffSession,
  hydrated,
  portalPath,
  signedInMember,
  signInAsStaff,
  test,
} from './fixtures.js';

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

// The content is embedded in the background after Ask AI is switched on: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a member asks a question and gets an answer from the Trust Center with its sources', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const base = await portalPath(page);
  // Staff switch Ask AI on in the private area's Generative AI section.
  await signInAsStaff(page, '/admin/generative-ai');
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
    const { member, context, seeded } = await signedInMember(
      { staff: page, browser, baseURL, problems },
      {
        accountName: 'Ask AI Ltd',
        email: `asker-${Date.now()}@askai.example`,
        firstName: 'Ada',
        lastName: 'Asker',
      },
    );
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

test('the Ask AI panel in the inline search bar answers with its sources', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const base = await portalPath(page);
  await giveStaffSession(page);
  await setGenerativeAi(page, true);
  try {
    const { member, context } = await signedInMember(
      { staff: page, browser, baseURL, problems },
      {
        accountName: 'Ask AI Panel Ltd',
        email: `panel-${Date.now()}@askai.example`,
        firstName: 'Pat',
        lastName: 'Panel',
      },
    );
    await hydrated(member);
    const productId = await productIdOf(member);
    // The content is (re-)embedded in the background after the switch: wait until it answers.
    await expect
      .poll(
        async () => {
          const response = await ask(member, base, productId, QUESTION);
          return response.status === 200 ? (response.body as Answer).answer : '';
        },
        { timeout: 30_000 },
      )
      .toMatch(/\[1\]/);

    const bar = member.getByRole('search', { name: 'Search this trust center' });
    await bar.getByRole('radio', { name: 'Ask AI' }).click();
    await expect(bar.getByRole('radio', { name: 'Ask AI' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await bar.getByRole('searchbox', { name: 'Ask a question' }).fill(QUESTION);
    await bar.getByRole('searchbox', { name: 'Ask a question' }).press('Enter');

    const answer = member.getByLabel('AI answer');
    await expect(answer).toBeVisible({ timeout: 20_000 });
    await expect(answer.getByRole('link', { name: /^Source 1: / })).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Copy response' })).toBeVisible();
    const from = answer.getByText(/^Generated from \d+ sources?$/);
    await expect(from).toBeVisible();
    await from.click();
    // Source 1 is the FAQ: the search closes and the page shows the Knowledge Base.
    const sources = answer.getByRole('listitem');
    await expect(sources.first()).toHaveText(`[1] ${QUESTION}`);
    await sources.first().getByRole('link').click();
    const searchDialog = member.getByRole('dialog', { name: 'Search Northwind Cloud' });
    await expect(searchDialog).toBeHidden();
    await expect(member).toHaveURL(/#section-knowledge_base$/);
    await expect(member.getByRole('heading', { name: 'Knowledge Base (FAQs)' })).toBeInViewport();

    // Source 2 is an item: asked again (the answer is kept), its card opens on the item.
    await bar.getByRole('searchbox', { name: 'Ask a question' }).fill(QUESTION);
    await bar.getByRole('searchbox', { name: 'Ask a question' }).press('Enter');
    await answer.getByText(/^Generated from \d+ sources?$/).click();
    const item = sources.nth(1).getByRole('link');
    const title = ((await item.textContent()) ?? '').replace(/^\[2\]\s*/, '');
    await item.click();
    await expect(searchDialog).toBeHidden();
    const drawer = member
      .getByRole('dialog')
      .filter({ has: member.locator('[aria-current="true"]') });
    await expect(drawer.locator('[aria-current="true"]')).toContainText(title);
    expect(new URL(member.url()).searchParams.get('itemUid')).toBeTruthy();
    await context.close();
    expect(problems).toEqual([]);
  } finally {
    await setGenerativeAi(page, false);
  }
});

test('a member’s search finds an item by meaning; a visitor’s by letters does not', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const base = await portalPath(page);
  await giveStaffSession(page);
  await setGenerativeAi(page, true);
  try {
    const { member, context } = await signedInMember(
      { staff: page, browser, baseURL, problems },
      {
        accountName: 'Semantic Search Ltd',
        email: `meaning-${Date.now()}@askai.example`,
        firstName: 'Sam',
        lastName: 'Semantic',
      },
    );
    await hydrated(member);
    const productId = await productIdOf(member);
    // The content is (re-)embedded in the background after the switch: wait until it answers.
    await expect
      .poll(
        async () =>
          member.evaluate(
            async ({ url, body }) => {
              const response = await fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              });
              const { result } = (await response.json()) as {
                result: { matches: { t: string }[]; source: string };
              };
              return `${result.source}: ${result.matches.map((m) => m.t).join(', ')}`;
            },
            {
              url: `${base}/api/search${new URL(member.url()).search}`,
              body: { query: { term: 'enciphered', filters: { products: [productId] } } },
            },
          ),
        { timeout: 30_000 },
      )
      .toMatch(/^semantic: .*Encryption/);

    // 'enciphered' is in no text: only its meaning finds the encryption controls.
    await member.keyboard.press('ControlOrMeta+k');
    const dialog = member.getByRole('dialog', { name: 'Search items' });
    await dialog.getByRole('searchbox', { name: 'Search items' }).fill('enciphered');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText(/encryption/i);
    await expect(first).toContainText('Top match');
    const title = (await first.locator('strong').textContent()) ?? '';
    await dialog.getByRole('searchbox').press('Enter');
    await expect(dialog).toBeHidden();
    const drawer = member
      .getByRole('dialog')
      .filter({ has: member.locator('[aria-current="true"]') });
    await expect(drawer.locator('[aria-current="true"]')).toContainText(title);

    const visitor = await browser.newPage({ baseURL: baseURL ?? '' });
    await visitor.goto(base);
    await hydrated(visitor);
    await visitor.keyboard.press('ControlOrMeta+k');
    const fuzzy = visitor.getByRole('dialog', { name: 'Search items' });
    await fuzzy.getByRole('searchbox').fill('enciphered');
    await expect(fuzzy.getByText('No results found')).toBeVisible();
    await visitor.close();
    await context.close();
    expect(problems).toEqual([]);
  } finally {
    await setGenerativeAi(page, false);
  }
});
