/**
 * The part of a stylesheet one server-rendered page needs for its first paint: the rules whose
 * selectors can match its markup, judged by class names (a rule with a class the page does not
 * carry cannot match before scripts run). Everything else is kept: rules without classes,
 * `@font-face`, `@keyframes`. Also left out: rules for the dark colour scheme (the document is
 * always light, see renderDocument) and custom properties (`--x: ...`) that nothing kept nor the
 * markup reads with `var()`: Mantine defines hundreds on :root. The whole stylesheet follows
 * with the app (Vite's loader links it before the app runs), for what the page draws once it is
 * interactive.
 */

interface Declaration {
  text: string;
  /** The custom property it sets (`--x`), or null. */
  defines: string | null;
  /** The custom properties it reads with `var()`. */
  reads: string[];
}
interface StyleRule {
  text: string;
  /** Per selector, the classes it needs outside parentheses; null when it is always kept. */
  needs: string[][] | null;
  /** The selector, and the body as declarations when the body sets custom properties. */
  prelude: string;
  declarations: Declaration[] | null;
  /** What the rule reads with `var()`, when it sets no custom property. */
  reads: string[];
}
interface GroupRule {
  head: string;
  rules: CssNode[];
}
type CssNode = StyleRule | GroupRule;

const GROUP_AT_RULE = /^@(media|supports|container|layer)\b/;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const VAR_READ = /var\(\s*(--[\w-]+)/g;
const CUSTOM_PROPERTY = /^\s*(--[\w-]+)\s*:/;
/** A selector for the dark scheme, which the always-light document never matches. */
const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark/;
/** A class no markup carries (class names hold no space). */
const NEVER = ' ';

const readsIn = (text: string): string[] => [...text.matchAll(VAR_READ)].map((m) => m[1] ?? '');

/** Where the block or statement starting at `from` ends: at `stop` on depth 0, or the end. */
function scanTo(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (depth === 0 && stops.includes(c ?? '')) return i;
    else if (c === '{' || c === '(') depth++;
    else if (c === '}' || c === ')') depth--;
  }
  return css.length;
}

/** The selector without its attribute tests and the arguments of :is(), :not(), ... */
function outsideParentheses(selector: string): string {
  let rest = selector.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  }
  return rest;
}

function selectorNeeds(prelude: string): string[][] | null {
  const selectors: string[] = [];
  for (let start = 0; start <= prelude.length;) {
    const end = scanTo(prelude, start, ',');
    selectors.push(prelude.slice(start, end));
    start = end + 1;
  }
  const needs = selectors.map((selector) =>
    DARK_SCHEME.test(selector)
      ? [NEVER]
      : selector.includes('\\')
        ? []
        : [...outsideParentheses(selector).matchAll(CLASS)].map((m) => m[1] ?? ''),
  );
  return needs.some((classes) => classes.length === 0) ? null : needs;
}

function styleRule(text: string, needs: string[][] | null, prelude: string, body: string) {
  const rule: StyleRule = { text, needs, prelude, declarations: null, reads: readsIn(text) };
  if (!body.includes('--') || prelude.startsWith('@')) return rule;
  const declarations: Declaration[] = [];
  for (let start = 0; start < body.length;) {
    const end = scanTo(body, start, ';');
    const text = body.slice(start, end);
    if (text.trim()) {
      const defines = CUSTOM_PROPERTY.exec(text)?.[1] ?? null;
      declarations.push({ text, defines, reads: readsIn(text) });
    }
    start = end + 1;
  }
  if (declarations.some((declaration) => declaration.defines)) rule.declarations = declarations;
  return rule;
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const open = scanTo(css, i, '{;');
    const prelude = css.slice(i, open).trim();
    if (css[open] !== '{') {
      if (prelude) nodes.push(styleRule(`${prelude};`, null, prelude, ''));
      i = open + 1;
      continue;
    }
    const close = scanTo(css, open + 1, '}');
    const body = css.slice(open + 1, close);
    if (GROUP_AT_RULE.test(prelude)) nodes.push({ head: prelude, rules: parse(body) });
    else {
      const needs = prelude.startsWith('@') ? null : selectorNeeds(prelude);
      nodes.push(styleRule(`${prelude}{${body}}`, needs, prelude, body));
    }
    i = close + 1;
  }
  return nodes;
}

const matches = (rule: StyleRule, classes: ReadonlySet<string>): boolean =>
  !rule.needs || rule.needs.some((need) => need.every((c) => classes.has(c)));

/** The rules the classes can match, in order (those inside group rules included). */
function matchingRules(nodes: CssNode[], classes: ReadonlySet<string>, out: StyleRule[] = []) {
  for (const node of nodes) {
    if ('head' in node) matchingRules(node.rules, classes, out);
    else if (matches(node, classes)) out.push(node);
  }
  return out;
}

/**
 * The custom properties read by the markup, by the kept rules' other declarations, and, in turn,
 * by the values of the custom properties read.
 */
function propertiesRead(rules: StyleRule[], html: string): Set<string> {
  const read = new Set(readsIn(html));
  const definitions = new Map<string, string[]>();
  for (const rule of rules) {
    if (!rule.declarations) {
      for (const name of rule.reads) read.add(name);
      continue;
    }
    for (const { defines, reads } of rule.declarations) {
      if (!defines) for (const name of reads) read.add(name);
      else definitions.set(defines, [...(definitions.get(defines) ?? []), ...reads]);
    }
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of definitions.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      pending.push(next);
    }
  }
  return read;
}

function ruleText(rule: StyleRule, read: ReadonlySet<string>): string {
  if (!rule.declarations) return rule.text;
  const kept = rule.declarations.filter(({ defines }) => !defines || read.has(defines));
  return kept.length ? `${rule.prelude}{${kept.map(({ text }) => text).join(';')}}` : '';
}

function keep(nodes: CssNode[], classes: ReadonlySet<string>, read: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if ('head' in node) {
      const inner = keep(node.rules, classes, read);
      if (inner) out += `${node.head}{${inner}}`;
    } else if (matches(node, classes)) {
      out += ruleText(node, read);
    }
  }
  return out;
}

/** The class names in an HTML fragment's class attributes. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const parsed = new Map<string, CssNode[]>();

/** The rules of `css` that the markup `html` can use before any script runs. */
export function criticalCss(css: string, html: string): string {
  let nodes = parsed.get(css);
  if (!nodes) {
    nodes = parse(css);
    parsed.set(css, nodes);
  }
  const classes = classesIn(html);
  return keep(nodes, classes, propertiesRead(matchingRules(nodes, classes), html));
}
