/**
 * Routes hold no queries (eslint.config.js): a route file that imports Drizzle or the schema is
 * refused by the linter; one that calls a service with the request's context passes.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MESSAGE = 'Routes hold no queries: call a service (services/) with serviceContext(request).';

/** The repository's configuration, without the type-aware rules (which need no project here). */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked },
});

async function messagesOf(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('routes hold no queries', () => {
  it.each([
    "import { eq } from 'drizzle-orm';",
    "import { sql } from 'drizzle-orm/sql';",
    "import { accounts } from '../../db/schema/index.js';",
    "import { organizations } from '../db/schema/organizations.js';",
    "import type { Schema } from '../db/schema.js';",
  ])('refuses a route that imports %s', async (line) => {
    const code = `${line}\nexport const x = 1;\n`;
    const messages = await messagesOf(code, 'apps/server/src/routes/access/someRoutes.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(MESSAGE);
  });

  it('passes a route that calls a service with the request context', async () => {
    const code = [
      "import { serviceContext } from '../services/serviceContext.js';",
      "import type { Db } from '../db/client.js';",
      'export const x = (db: Db) => [serviceContext, db];',
    ].join('\n');
    expect(await messagesOf(code, 'apps/server/src/routes/someRoutes.ts')).toEqual([]);
  });

  it('leaves tests, the e2e seeding routes and services alone', async () => {
    const code = "import { eq } from 'drizzle-orm';\nexport const x = eq;\n";
    for (const file of [
      'apps/server/src/routes/someRoutes.test.ts',
      'apps/server/src/routes/testing/someE2eRoutes.ts',
      'apps/server/src/services/some/useCase.ts',
    ]) {
      expect(await messagesOf(code, file)).toEqual([]);
    }
  });
});
