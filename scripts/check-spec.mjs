#!/usr/bin/env node
// `npm run check:spec [-- --untested]`: how many of the specifications' texts (every quoted
// user-facing text of the two specs: snacks, errors, labels, button texts; the committed copy
// is scripts/spec-messages.json, each with the spec section it comes from) the product's source
// holds, and how many of those a test uses; then the texts missing from the source (and, with
// --untested, those no test uses). A report: it exits 0 whatever it finds.
//
// - Source: apps/ and packages/ (.ts, .tsx, .mjs), without tests, generated files and
//   comments: a text quoted in a comment is not a text the product shows.
// - A placeholder ({org}, N, X, Y) matches anything short; each part around it must be in the
//   same file, in order. Whitespace, escaped quotes and JSX entities are read as written.
// - A test uses a text when a test file (*.test.ts(x), e2e/*.spec.ts) holds it, or names the
//   constant that holds it in the source (`NDA_UI.downloadFailed`, `SHARE_DISABLED_TEXT`,
//   `copiedToClipboard(`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOTS = ['apps', 'packages'];
const SKIP_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results']);
const GENERATED = /(^|\/)openapi\.(json|d\.ts)$/;
const CODE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
const E2E = /^e2e\/[^/]+\.spec\.ts$/;
/** The longest stretch a placeholder stands for. */
const GAP = 200;

/** The file without its comments (strings and template literals are kept whole). */
export function withoutComments(code) {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') {
      const start = i;
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
      out += code.slice(start, i + 1);
    } else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 1;
      out += ' ';
    } else out += c;
  }
  return out;
}

/** Text as a reader sees it: escapes and entities undone, concatenations joined, one space. */
export function normalize(code) {
  return code
    .replace(/\{' '\}/g, ' ')
    .replace(/['"`]\s*\+\s*['"`]/g, '')
    .replace(/\\(['"`])/g, '$1')
    .replace(/&apos;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spec's text as a pattern: its parts in order, a placeholder matching a short stretch. */
export function messagePattern(text) {
  const parts = normalize(text)
    .split(/\{[^}]+\}|\b[NXY]\b/)
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]/.test(part));
  const edge = (part, at) => (/\w/.test(at === 'start' ? part[0] : part.at(-1)) ? '\\b' : '');
  return new RegExp(
    parts.map((p) => `${edge(p, 'start')}${escape(p)}${edge(p, 'end')}`).join(`[^]{0,${GAP}}?`),
  );
}

/** The names a test would use for the text found at `index` of `code`. */
function namesAt(code, index) {
  const before = code.slice(Math.max(0, index - 160), index);
  const key = /(\w+)\s*[:=]\s*(?:\([^()]*\)\s*(?::\s*\w+\s*)?=>\s*)?[`'"(]?\s*$/.exec(before)?.[1];
  if (!key) return [];
  const isFunction = /=>\s*[`'"(]?\s*$/.test(before);
  const owner = [...code.slice(0, index).matchAll(/\bconst\s+([A-Z][A-Z0-9_]+)\b[^=]*=\s*\{/g)].at(
    -1,
  )?.[1];
  const names = [];
  if (/^[A-Z][A-Z0-9_]+$/.test(key)) names.push(new RegExp(`\\b${key}\\b`));
  else if (isFunction) names.push(new RegExp(`\\b${key}\\(`));
  if (owner && owner !== key) names.push(new RegExp(`\\b${owner}\\.${key}\\b`));
  return names;
}

/**
 * The counting, on files given as `{ path, text }`: `sources` (the product) and `tests`.
 * Answers each message with whether the source holds it and whether a test uses it.
 */
export function countSpecMessages(messages, sources, tests) {
  const source = sources.map((file) => normalize(withoutComments(file.text)));
  const test = tests.map((file) => normalize(file.text));
  const rows = messages.map((message) => {
    const pattern = messagePattern(message.text);
    const names = [];
    let found = false;
    for (const code of source) {
      const match = pattern.exec(code);
      if (!match) continue;
      found = true;
      names.push(...namesAt(code, match.index));
    }
    const tested =
      found && test.some((code) => pattern.test(code) || names.some((name) => name.test(code)));
    return { ...message, found, tested };
  });
  return {
    total: rows.length,
    found: rows.filter((row) => row.found).length,
    tested: rows.filter((row) => row.tested).length,
    missing: rows.filter((row) => !row.found),
    untested: rows.filter((row) => row.found && !row.tested),
  };
}

/** Every file under `folder` (relative to `root`) whose relative path passes `keep`. */
function filesUnder(root, folder, keep) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const next = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(next);
      } else if (keep(next)) {
        found.push({ path: next, text: readFileSync(path.join(root, next), 'utf8') });
      }
    }
  };
  walk(folder);
  return found;
}

export function checkSpec(root) {
  const messages = JSON.parse(readFileSync(path.join(root, 'scripts/spec-messages.json'), 'utf8'));
  const sources = SOURCE_ROOTS.flatMap((folder) =>
    filesUnder(
      root,
      folder,
      (file) => CODE.test(file) && !TEST.test(file) && !GENERATED.test(file),
    ),
  );
  const tests = [
    ...SOURCE_ROOTS.flatMap((folder) => filesUnder(root, folder, (file) => TEST.test(file))),
    ...filesUnder(root, 'e2e', (file) => E2E.test(file)),
  ];
  return countSpecMessages(messages, sources, tests);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const result = checkSpec(root);
  const line = (row) => `  - '${row.text}' (${row.from.join(', ')})`;
  console.log(`${result.total} texts of the specifications (scripts/spec-messages.json)`);
  console.log(`${result.found} found in the product's source (apps/, packages/; no tests)`);
  console.log(`${result.tested} of those used by a test`);
  if (result.missing.length > 0) {
    console.log(`Missing from the source (${result.missing.length}):`);
    for (const row of result.missing) console.log(line(row));
  }
  if (process.argv.includes('--untested') && result.untested.length > 0) {
    console.log(`In the source, used by no test (${result.untested.length}):`);
    for (const row of result.untested) console.log(line(row));
  }
}
