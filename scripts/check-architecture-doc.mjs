#!/usr/bin/env node
// `node scripts/check-architecture-doc.mjs [doc]` (run by `npm run lint`): keeps
// docs/ARCHITECTURE.md in step with the repository. It fails, listing each problem, when
// - a folder directly under apps/server/src, apps/web/src or packages/domain/src is not in the
//   page's tree, or the tree names a folder or root that does not exist;
// - an npm script of package.json is not in the "npm scripts" list, or is named there twice, or
//   the list names a script that does not exist;
// - a path in the feature map's table does not exist (each cell's path is under the folder its
//   column's header names);
// - the page is longer than 400 lines, the feature map's table aside.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Source roots whose every folder the tree must name. */
export const COMPLETE_ROOTS = ['apps/server/src/', 'apps/web/src/', 'packages/domain/src/'];
export const MAX_LINES = 400;

/** The lines of the `## title` section, up to the next `## ` heading. */
function section(lines, title) {
  const start = lines.findIndex((line) => line === `## ${title}`);
  if (start === -1) return null;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end === -1 ? lines.length : end);
}

const backticked = (text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

function checkTree(lines, root, problems) {
  const tree = section(lines, 'The tree');
  if (!tree) return problems.push('no "## The tree" section');
  const open = tree.findIndex((line) => line.startsWith('```'));
  const close = tree.findIndex((line, i) => i > open && line.startsWith('```'));
  if (open === -1 || close === -1) return problems.push('the tree has no ``` block');
  const named = new Map();
  let current = null;
  for (const line of tree.slice(open + 1, close)) {
    const rootLine = /^([^\s`]+\/)(\s|$)/.exec(line);
    const childLine = /^ {2}([^\s`]+\/)(\s|$)/.exec(line);
    if (rootLine) {
      current = rootLine[1];
      named.set(current, new Set());
      if (!existsSync(path.join(root, current)))
        problems.push(`the tree names ${current}, which does not exist`);
    } else if (childLine && current) {
      const folder = current + childLine[1];
      named.get(current).add(childLine[1].replace(/\/$/, ''));
      if (!existsSync(path.join(root, folder)))
        problems.push(`the tree names ${folder}, which does not exist`);
    }
  }
  for (const source of COMPLETE_ROOTS) {
    const listed = named.get(source);
    if (!listed) {
      problems.push(`the tree does not name ${source}`);
      continue;
    }
    const folders = readdirSync(path.join(root, source), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders) {
      if (!listed.has(folder)) problems.push(`the tree does not name ${source}${folder}/`);
    }
  }
}

function checkScripts(lines, root, problems) {
  const list = section(lines, 'npm scripts');
  if (!list) return problems.push('no "## npm scripts" section');
  const scripts = Object.keys(
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts,
  );
  // A list item may go on over indented lines.
  const items = [];
  for (const line of list) {
    if (line.startsWith('- ')) items.push(line);
    else if (line.startsWith('  ') && items.length > 0)
      items[items.length - 1] += ` ${line.trim()}`;
  }
  const seen = new Map();
  for (const line of items) {
    // The names are the backticked words before the item's first colon outside backticks.
    const head = /^- ((?:`[^`]*`|[^:`])*)/.exec(line)[1];
    for (const name of backticked(head)) seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  for (const [name, count] of seen) {
    if (!scripts.includes(name))
      problems.push(`the npm scripts list names "${name}", which package.json does not have`);
    if (count > 1) problems.push(`the npm scripts list names "${name}" ${count} times`);
  }
  for (const name of scripts) {
    if (!seen.has(name)) problems.push(`the npm scripts list does not name "${name}"`);
  }
}

/** The feature map's table lines (to check, and to leave out of the line count). */
function featureTable(lines) {
  const map = section(lines, 'Feature map');
  return map ? map.filter((line) => line.startsWith('|')) : null;
}

const cells = (row) =>
  row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

function checkFeatureMap(lines, root, problems) {
  const table = featureTable(lines);
  if (!table || table.length < 3)
    return problems.push('no feature map table under "## Feature map"');
  const bases = cells(table[0]).map((header) => backticked(header)[0] ?? null);
  for (const row of table.slice(2)) {
    const [feature, ...rest] = cells(row);
    rest.forEach((cell, i) => {
      const base = bases[i + 1];
      if (!base) return;
      for (const target of backticked(cell)) {
        if (!existsSync(path.join(root, base, target))) {
          problems.push(`feature map, ${feature}: ${base}${target} does not exist`);
        }
      }
    });
  }
}

/** Every way the page `doc` disagrees with the repository at `root`; empty when none. */
export function checkArchitectureDoc(doc, root) {
  const lines = doc.split('\n');
  const problems = [];
  checkTree(lines, root, problems);
  checkScripts(lines, root, problems);
  checkFeatureMap(lines, root, problems);
  const counted = lines.length - (lines.at(-1) === '' ? 1 : 0) - (featureTable(lines)?.length ?? 0);
  if (counted > MAX_LINES) {
    problems.push(
      `the page has ${counted} lines besides the feature map's table; at most ${MAX_LINES}`,
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const docPath = path.resolve(process.argv[2] ?? path.join(root, 'docs/ARCHITECTURE.md'));
  const problems = checkArchitectureDoc(readFileSync(docPath, 'utf8'), root);
  if (problems.length > 0) {
    console.error(`${path.relative(process.cwd(), docPath)} is out of step with the repository:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
