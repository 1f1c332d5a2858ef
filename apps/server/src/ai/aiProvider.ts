/**
 * The AI provider of Ask AI: any OpenAI-compatible API (`{baseUrl}/embeddings`,
 * `{baseUrl}/chat/completions`), configured by the operator (config.ts: AI_BASE_URL, …). Not
 * user input, so it is called directly rather than through an SSRF guard.
 *
 * Failures are told apart for the visitor's sake: a provider that cannot be reached, is too slow
 * or is overloaded (timeouts, network errors, 429, 5xx) is "unavailable" (503), one that answers
 * something unusable (4xx, malformed JSON) "failed" (502). Neither is ever a plain 500.
 */
import { ASK_AI_MESSAGES, DomainError } from '@candor/domain';
import type { AiConfig } from '../config.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiProvider {
  readonly embeddingModel: string;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<number[][]>;
  /** The assistant's reply to the conversation. */
  chat(messages: readonly ChatMessage[]): Promise<string>;
}

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly kind: 'unavailable' | 'failed',
    message: string,
  ) {
    super(message);
  }

  /** What a route answers: 503 or 502 with a message that reveals nothing of the provider. */
  toDomainError(): DomainError {
    return this.kind === 'unavailable'
      ? new DomainError('ai_provider_unavailable', ASK_AI_MESSAGES.providerUnavailable)
      : new DomainError('ai_provider_failed', ASK_AI_MESSAGES.providerFailed);
  }
}

/** Texts per embeddings request: providers accept many; a bounded batch keeps requests small. */
const EMBED_BATCH = 64;

export function normalize(vector: readonly number[]): number[] {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  return norm === 0 ? vector.map(() => 0) : vector.map((x) => x / norm);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function openAiProvider(config: AiConfig): AiProvider {
  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new AiProviderError(
        'unavailable',
        timedOut
          ? `AI provider did not answer ${path} within ${config.timeoutMs} ms`
          : `AI provider unreachable (${path}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (!response.ok) {
      const overloaded = response.status === 429 || response.status >= 500;
      throw new AiProviderError(
        overloaded ? 'unavailable' : 'failed',
        `AI provider answered ${path} with ${response.status}`,
      );
    }
    if (!isRecord(json))
      throw new AiProviderError('failed', `AI provider sent no JSON for ${path}`);
    return json;
  }

  return {
    embeddingModel: config.embeddingModel,
    async embed(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += EMBED_BATCH) {
        const input = texts.slice(start, start + EMBED_BATCH);
        const json = await post('/embeddings', { model: config.embeddingModel, input });
        const data = Array.isArray(json.data) ? json.data : [];
        const batch = new Array<number[] | undefined>(input.length);
        for (const [position, entry] of data.entries()) {
          if (!isRecord(entry) || !Array.isArray(entry.embedding)) continue;
          const index = typeof entry.index === 'number' ? entry.index : position;
          const embedding = entry.embedding.filter((x): x is number => typeof x === 'number');
          if (embedding.length > 0 && embedding.length === entry.embedding.length) {
            batch[index] = normalize(embedding);
          }
        }
        for (const vector of batch) {
          if (!vector) throw new AiProviderError('failed', 'AI provider left out an embedding');
          vectors.push(vector);
        }
        if (batch.length !== input.length) {
          throw new AiProviderError('failed', 'AI provider sent the wrong number of embeddings');
        }
      }
      return vectors;
    },
    async chat(messages) {
      const json = await post('/chat/completions', {
        model: config.chatModel,
        messages,
        temperature: 0,
      });
      const choices: unknown = json.choices;
      const choice: unknown = Array.isArray(choices) ? choices[0] : undefined;
      const message = isRecord(choice) ? choice.message : undefined;
      const content = isRecord(message) ? message.content : undefined;
      if (typeof content !== 'string') {
        throw new AiProviderError('failed', 'AI provider sent no answer');
      }
      return content;
    },
  };
}
