/**
 * One icon module: components take their icons from ui/icons.tsx, the only file that may import
 * from `@tabler/icons-react` (the `no-restricted-imports` rule of eslint.config.js), so the app
 * has one icon system.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The project's config, only this rule, without the type information the other rules need.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result?.fatalErrorCount).toBe(0);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const TABLER_IMPORT = `import { IconX } from '@tabler/icons-react';\nexport const Close = IconX;\n`;

describe('icon imports', () => {
  it('refuses @tabler/icons-react in a component, pointing to ui/icons', async () => {
    const messages = await restrictedImports(TABLER_IMPORT, 'apps/web/src/staff/AddButton.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('ui/icons.tsx');
  });

  it('lets ui/icons.tsx import it', async () => {
    expect(await restrictedImports(TABLER_IMPORT, 'apps/web/src/ui/icons.tsx')).toEqual([]);
  });
});
