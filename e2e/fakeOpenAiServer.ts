// The e2e run's AI provider: the tests' OpenAI-compatible fake (apps/server/src/testing/
// fakeOpenAi.ts) on FAKE_OPENAI_PORT, which the server reaches through AI_BASE_URL. Started by
// Playwright beside the server (playwright.config.ts, webServer) with `node --import tsx`.
import { startFakeOpenAi } from '../apps/server/src/testing/fakeOpenAi.js';

const port = Number(process.env.FAKE_OPENAI_PORT);
if (!port) throw new Error('FAKE_OPENAI_PORT is needed');
const fake = await startFakeOpenAi(port);
process.stdout.write(`fake OpenAI-compatible server at ${fake.baseUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
