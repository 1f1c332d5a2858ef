/**
 * The server's layers point one way (docs/ARCHITECTURE.md, "Layers"): eslint.config.js refuses
 * an import from a lower layer back up. Each snippet is linted as if it were a file of the tree
 * (the type-aware rules are off: the files do not exist).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../../', import.meta.url)),
  overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }],
});

async function lint(file: string, from: string): Promise<string[]> {
  const code = `import * as imported from '${from}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${file}` });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layers of apps/server/src', () => {
  it.each([
    ['mail/x.ts', '../services/mutate.js'],
    ['jobs/x.ts', '../services/serverJobs.js'],
    ['presenters/portal/x.ts', '../../routes/portal/portalRoutes.js'],
    ['services/x.ts', '../routes/portal/portalRoutes.js'],
    ['db/x.ts', '../viewer/tenants.js'],
    ['http/x.ts', '../ssr/pageRenderer.js'],
    ['viewer/x.ts', '../app.js'],
    ['config.ts', './mail/renderMail.js'],
  ])('refuse %s importing %s, naming the layer order', async (file, from) => {
    expect(await lint(file, from)).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: Layers point one way: routes → services → presenters, mail, jobs, ai… → db, storage, http… → domain/,
      ),
    ]);
  });

  it.each([
    ['mail/x.ts', '../jobs/enqueueJob.js'],
    ['mail/x.ts', '../db/client.js'],
    ['jobs/x.ts', '../config.js'],
    ['services/x.ts', '../presenters/portal/portalContent.js'],
    ['routes/x.ts', '../services/mutate.js'],
    ['db/x.ts', '../storage/fileStore.js'],
    ['cli/x.ts', '../routes/portal/portalRoutes.js'],
    ['x.ts', './services/mutate.js'],
  ])(
    'let %s import %s (the same layer or a lower one, or from an entry point)',
    async (file, from) => {
      expect(await lint(file, from)).toEqual([]);
    },
  );
});
