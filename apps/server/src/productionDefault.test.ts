/**
 * A server started directly (`node apps/server/dist/main.js`, as a container or a process
 * manager does) has no NODE_ENV: it must behave as production and never show a visitor why a
 * page failed. Development is only what is asked for.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { BROWSER, useTestApp, type TestApp } from './testing/testApp.js';

const SECRET_CAUSE = 'select * from staff where password = $1 -- hunter2';

function addCrashingPage(t: TestApp) {
  t.app.get('/test/crash-page', { config: { html: true } }, async () => {
    throw new Error(SECRET_CAUSE);
  });
}

async function crashedPageHtml(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/test/crash-page', headers: BROWSER });
  expect(response.statusCode).toBe(500);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
}

const environment = ({ nodeEnv, isProduction }: ReturnType<typeof parseConfig>) => ({
  nodeEnv,
  isProduction,
});

describe('a server whose environment sets no NODE_ENV', () => {
  const t = useTestApp({ config: environment(parseConfig({})) });
  beforeAll(() => addCrashingPage(t));

  it('hides the cause of an error page', async () => {
    expect(await crashedPageHtml(t)).not.toContain('hunter2');
  });
});

describe('a server started with NODE_ENV=development', () => {
  const t = useTestApp({ config: environment(parseConfig({ NODE_ENV: 'development' })) });
  beforeAll(() => addCrashingPage(t));

  it('shows the cause to the developer', async () => {
    expect(await crashedPageHtml(t)).toContain('hunter2');
  });
});
