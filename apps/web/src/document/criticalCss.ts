/**
 * The part of a stylesheet one server-rendered page needs for its first paint: the rules whose
 * selectors can match its markup, judged by class names (a rule with a class the page does not
 * carry cannot match before scripts run). Everything else is kept: rules without classes,
 * `@font-face`, `@keyframes`. The whole stylesheet follows with the app (Vite's loader links it
 * before the app runs), for what the page draws once it is interactive.
 */

interface StyleRule {
  text: string;
  /** Per selector, the classes it needs outside parentheses; null when it is always kept. */
  needs: string[][] | null;
}
interface GroupRule {
  head: string;
  rules: CssNode[];
}
type CssNode = StyleRule | GroupRule;

const GROUP_AT_RULE = /^@(media|supports|container|layer)\b/;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

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
    selector.includes('\\')
      ? []
      : [...outsideParentheses(selector).matchAll(CLASS)].map((m) => m[1] ?? ''),
  );
  return needs.some((classes) => classes.length === 0) ? null : needs;
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const open = scanTo(css, i, '{;');
    const prelude = css.slice(i, open).trim();
    if (css[open] !== '{') {
      if (prelude) nodes.push({ text: `${prelude};`, needs: null });
      i = open + 1;
      continue;
    }
    const close = scanTo(css, open + 1, '}');
    const body = css.slice(open + 1, close);
    if (GROUP_AT_RULE.test(prelude)) nodes.push({ head: prelude, rules: parse(body) });
    else {
      const needs = prelude.startsWith('@') ? null : selectorNeeds(prelude);
      nodes.push({ text: `${prelude}{${body}}`, needs });
    }
    i = close + 1;
  }
  return nodes;
}

function keep(nodes: CssNode[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if ('head' in node) {
      const inner = keep(node.rules, classes);
      if (inner) out += `${node.head}{${inner}}`;
    } else if (!node.needs || node.needs.some((need) => need.every((c) => classes.has(c)))) {
      out += node.text;
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
  return keep(nodes, classesIn(html));
}
