/**
 * ESLint keeps date formatting in this folder's `format.ts`: elsewhere `toLocaleDateString`, a
 * date's `toLocaleString` and `Intl.DateTimeFormat` are refused (eslint.config.js).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// The repository's own config; the rule reads syntax alone, so the type-aware rules (slow to set
// up for a whole project) are left out.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The messages of the date rule for `code` as if it were the file at `filePath`. */
async function dateRuleMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const OFFENDING = `
export const a = (iso: string) => new Date(iso).toLocaleDateString('en-US');
export const b = (iso: string) => new Date(iso).toLocaleString('en-US');
export const c = (date: Date) => date.toLocaleString('en-US', { dateStyle: 'long' });
export const d = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const e = (date: Date) => date.toLocaleTimeString();
`;

describe('the date formatting lint rule', { timeout: 30_000 }, () => {
  it('refuses every way of formatting a date in the web app and the server', async () => {
    for (const file of ['apps/web/src/admin/ui/dates.ts', 'apps/server/src/mail/renderMail.ts']) {
      const messages = await dateRuleMessages(OFFENDING, file);
      expect(messages).toHaveLength(5);
      expect(messages[0]).toContain("Format dates with the domain's date module");
    }
  });

  it('lets a number be written with its separators, and the date module do its work', async () => {
    expect(
      await dateRuleMessages(
        'export const n = (count: number) => count.toLocaleString();\n',
        'apps/web/src/admin/ui/dates.ts',
      ),
    ).toEqual([]);
    expect(await dateRuleMessages(OFFENDING, 'packages/domain/src/portal/format.ts')).toEqual([]);
  });
});
