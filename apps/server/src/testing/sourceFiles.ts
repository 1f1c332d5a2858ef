/** The server's own TypeScript below a folder (tests aside), for tests that check its shape. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function sourceFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      text: readFileSync(path.join(dir, file), 'utf8'),
    }));
}
