import { readFileSync } from 'node:fs';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@candor/domain/webhooks/webhookEvents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateOpenApi, openApiPath, OPENAPI_FILES } from './openApiDocument.js';

describe('the committed OpenAPI document and web types', () => {
  it('are what the generator produces from the routes (else: run npm run openapi)', async () => {
    const generated = await generateOpenApi();
    for (const file of ['document', 'types'] as const) {
      const committed = readFileSync(openApiPath(file), 'utf8');
      expect(
        committed === generated[file],
        `${OPENAPI_FILES[file]} differs from the server's routes: run npm run openapi`,
      ).toBe(true);
    }
  }, 60_000);
});

describe('the webhooks Candor sends, in the document', () => {
  interface DocumentedWebhook {
    post: {
      parameters: { name: string; in: string; required: boolean }[];
      requestBody: {
        content: {
          'application/json': {
            schema: {
              properties: {
                type: { const: string };
                data: { required?: string[]; properties: Record<string, unknown> };
              };
              required: string[];
            };
          };
        };
      };
      responses: Record<string, unknown>;
    };
  }
  const committed = JSON.parse(readFileSync(openApiPath('document'), 'utf8')) as {
    openapi: string;
    webhooks?: Record<string, DocumentedWebhook>;
  };

  it('is OpenAPI 3.1 with one webhook per event type and the test event, each with its data', () => {
    expect(committed.openapi).toBe('3.1.0');
    expect(Object.keys(committed.webhooks ?? {})).toEqual([
      ...WEBHOOK_EVENT_TYPES,
      WEBHOOK_TEST_EVENT,
    ]);
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { post } = committed.webhooks![type]!;
      const body = post.requestBody.content['application/json'].schema;
      expect(body.required).toEqual(['type', 'timestamp', 'data']);
      expect(body.properties.type.const).toBe(type);
      const expected = z.toJSONSchema(WEBHOOK_EVENT_DATA[type], { io: 'output' });
      expect(body.properties.data.required, type).toEqual(expected.required);
      expect(Object.keys(body.properties.data.properties)).toEqual(
        Object.keys(expected.properties ?? {}),
      );
      expect(
        post.parameters.filter((p) => p.in === 'header' && p.required).map((p) => p.name),
      ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(Object.keys(post.responses)).toContain('2XX');
    }
  });
});
