/**
 * A small OpenAI-compatible server for tests (Ask AI), started by the test itself on 127.0.0.1:
 *
 * - `POST /v1/embeddings`: deterministic vectors, a hashed bag of words (stop words left out,
 *   plural 's' dropped, a few synonyms folded), so retrieval by cosine is meaningful: a question
 *   shares words with the passage that answers it.
 * - `POST /v1/chat/completions`: reads the numbered sources of the user message (the format of
 *   `ai/answerPrompt.ts`) and answers with the first sentence of each source sharing a word with
 *   the question, citing it `[n]`; `NO_ANSWER` when none does. Like a well-behaved model, it
 *   treats the sources as data: nothing in them changes what it does.
 *
 * Every request body is recorded, so tests assert on what Candor sent. `mode` makes the next
 * calls fail the ways a provider does: an error status, a hang (for timeouts), nonsense.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_EMBEDDING_DIMENSIONS = 256;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i in is it its of on or our ' +
    'that the their this to was we what when where which who will with you your yours'
  ).split(' '),
);

/**
 * Words the fake embeds as another, as a real model places synonyms together, so a search by
 * meaning finds what a search by letters cannot ('enciphered' finds 'Encryption at rest').
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  encipher: 'encryption',
  enciphered: 'encryption',
};

export function fakeTokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word))
    .map((word) => SYNONYMS[word] ?? word);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The fake's embedding of a text: word counts hashed into a fixed number of dimensions. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const token of fakeTokens(text)) {
    const hash = fnv1a(token);
    vector[hash % FAKE_EMBEDDING_DIMENSIONS]! += hash & 0x80000000 ? -1 : 1;
  }
  return vector;
}

export interface RecordedChat {
  model: string;
  messages: { role: string; content: string }[];
}

export type FakeMode = 'ok' | 'error' | 'unauthorized' | 'hang' | 'garbage';

export interface FakeOpenAi {
  /** The base URL to configure: `http://127.0.0.1:{port}/v1`. */
  baseUrl: string;
  embeddingRequests: { model: string; input: string[]; authorization: string | undefined }[];
  chatRequests: RecordedChat[];
  /** How the next calls are answered (default 'ok'). */
  mode: FakeMode;
  close(): Promise<void>;
}

const SOURCE_BLOCK = /<source number="(\d+)" title="[^"]*">\n([\s\S]*?)\n<\/source>/g;

/** The fake model: first sentences of the sources that share a word with the question. */
export function fakeAnswer(messages: readonly { role: string; content: string }[]): string {
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const question = /<question>\n([\s\S]*?)\n<\/question>/.exec(user)?.[1] ?? '';
  const asked = new Set(fakeTokens(question));
  const sentences: string[] = [];
  for (const [, number, body] of user.matchAll(SOURCE_BLOCK)) {
    const text = (body ?? '').split('\n---\n')[0] ?? '';
    // The first line repeats the source's title; the answer quotes what follows it.
    const [title = '', ...rest] = text.split('\n');
    const content = rest.join(' ').trim() || title;
    if (!fakeTokens(text).some((token) => asked.has(token))) continue;
    const sentence = /^[^.!?]*[.!?]?/.exec(content)?.[0]?.trim() ?? content;
    sentences.push(`${sentence} [${number}]`);
    if (sentences.length === 2) break;
  }
  return sentences.length > 0 ? sentences.join(' ') : 'NO_ANSWER';
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const hanging = new Set<() => void>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    embeddingRequests: [],
    chatRequests: [],
    mode: 'ok',
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    readJson(request)
      .then((body) => {
        if (request.method === 'GET' && fake.mode !== 'ok') return send(503, {});
        if (fake.mode === 'hang') {
          // Answered only when the server closes: the client's timeout must end the wait.
          hanging.add(() => send(504, { error: { message: 'closed' } }));
          return;
        }
        if (fake.mode === 'error') return send(500, { error: { message: 'upstream broke' } });
        if (fake.mode === 'unauthorized') {
          return send(401, { error: { message: 'Incorrect API key provided' } });
        }
        if (fake.mode === 'garbage') return send(200, '{"nothing": "useful"}');
        if (request.method === 'GET' && request.url === '/v1/models') {
          return send(200, { object: 'list', data: [{ id: 'fake-chat' }, { id: 'fake-embed' }] });
        }
        // For end-to-end specs, which run the fake in another process: what it was asked.
        if (request.method === 'GET' && request.url === '/requests') {
          return send(200, { chat: fake.chatRequests, embeddings: fake.embeddingRequests.length });
        }
        if (request.method === 'POST' && request.url === '/v1/embeddings') {
          const raw = body.input;
          const input = (Array.isArray(raw) ? raw : [raw]).map(String);
          fake.embeddingRequests.push({
            model: String(body.model),
            input,
            authorization: request.headers.authorization,
          });
          return send(200, {
            object: 'list',
            model: body.model,
            data: input.map((text, index) => ({
              object: 'embedding',
              index,
              embedding: fakeEmbedding(text),
            })),
          });
        }
        if (request.method === 'POST' && request.url === '/v1/chat/completions') {
          const messages = Array.isArray(body.messages)
            ? body.messages.map((m: unknown) => {
                const message = typeof m === 'object' && m !== null ? { ...m } : {};
                return {
                  role: 'role' in message ? String(message.role) : '',
                  content: 'content' in message ? String(message.content) : '',
                };
              })
            : [];
          fake.chatRequests.push({ model: String(body.model), messages });
          return send(200, {
            id: `chatcmpl-${fake.chatRequests.length}`,
            object: 'chat.completion',
            model: body.model,
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: fakeAnswer(messages) },
              },
            ],
          });
        }
        return send(404, { error: { message: 'not found' } });
      })
      .catch(() => send(400, { error: { message: 'bad request' } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${bound}/v1`;
  fake.close = async () => {
    for (const release of hanging) release();
    hanging.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

/** The server's AI configuration for a test against this fake (Ask AI, semantic search). */
export const fakeAiConfig = (fake: Pick<FakeOpenAi, 'baseUrl'>) => ({
  baseUrl: fake.baseUrl,
  apiKey: 'sk-test',
  chatModel: 'fake-chat',
  embeddingModel: 'fake-embed',
  timeoutMs: 1000,
  minScore: 0.3,
  searchMinScore: 0.1,
});
