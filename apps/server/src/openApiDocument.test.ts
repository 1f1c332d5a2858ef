import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
