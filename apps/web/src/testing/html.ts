/** Small helpers for asserting on rendered HTML strings in node tests (no DOM available). */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The text a reader sees: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The outer HTML of the first `<tag ...>` whose opening tag contains `marker`. */
export function elementWith(html: string, tag: string, marker: string): string {
  const open = new RegExp(`<${tag}\\b[^>]*${escapeRegExp(marker)}[^>]*>`);
  const match = open.exec(html);
  if (!match) throw new Error(`No <${tag}> with ${marker}`);
  // Walk to the matching close tag, counting nested elements of the same name.
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = match.index + match[0].length;
  let depth = 1;
  for (let next = tags.exec(html); next; next = tags.exec(html)) {
    depth += next[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(match.index, next.index + next[0].length);
  }
  throw new Error(`Unclosed <${tag}> with ${marker}`);
}

/** The opening tag of the first `<tag ...>` that contains `marker`. */
export function openingTag(html: string, tag: string, marker: string): string {
  const match = new RegExp(`<${tag}\\b[^>]*${escapeRegExp(marker)}[^>]*>`).exec(html);
  if (!match) throw new Error(`No <${tag}> with ${marker}`);
  return match[0];
}

/** Every value of an attribute, in document order. */
export function attributeValues(html: string, attribute: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');
}

/** The content of the first <head>. */
export function headOf(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}
