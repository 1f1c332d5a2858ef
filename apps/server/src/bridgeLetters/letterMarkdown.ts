/**
 * A bridge letter's Markdown as the blocks a PDF prints: headings, paragraphs, list items (with
 * their bullet or number and depth), quotes, code and rules, each a list of styled runs.
 * markdown-it parses with raw HTML off, so tags in a letter stay text; links keep only web and
 * mail addresses.
 */
import MarkdownIt, { type Token } from 'markdown-it';

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  code: boolean;
  href: string | null;
}

export type LetterBlock =
  | { type: 'heading'; level: number; runs: Run[] }
  | {
      type: 'paragraph';
      runs: Run[];
      /** Nesting of lists and quotes: 0 at the margin. */
      depth: number;
      /** '•' or '3.' on a list item's first paragraph. */
      marker: string | null;
      quote: boolean;
    }
  | { type: 'code'; text: string; depth: number }
  | { type: 'rule' };

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SAFE_LINK = /^(https?:|mailto:)/i;

function inlineRuns(children: readonly Token[]): Run[] {
  const runs: Run[] = [];
  let bold = 0;
  let italic = 0;
  let href: string | null = null;
  const push = (text: string, code = false) => {
    if (text) runs.push({ text, bold: bold > 0, italic: italic > 0, code, href });
  };
  for (const token of children) {
    switch (token.type) {
      case 'text':
        push(token.content);
        break;
      case 'code_inline':
        push(token.content, true);
        break;
      case 'softbreak':
        push(' ');
        break;
      case 'hardbreak':
        push('\n');
        break;
      case 'strong_open':
        bold += 1;
        break;
      case 'strong_close':
        bold -= 1;
        break;
      case 'em_open':
        italic += 1;
        break;
      case 'em_close':
        italic -= 1;
        break;
      case 'link_open': {
        const target = String(token.attrGet('href') ?? '');
        href = SAFE_LINK.test(target) ? target : null;
        break;
      }
      case 'link_close':
        href = null;
        break;
      case 'image':
        push(token.content);
        break;
      default:
        // Anything else (strikethrough marks, raw HTML shown as text) adds no style.
        if (token.content && token.type.endsWith('_inline')) push(token.content);
    }
  }
  return runs;
}

interface ListState {
  ordered: boolean;
  next: number;
}

export function letterBlocks(source: string): LetterBlock[] {
  const tokens = markdown.parse(source, {});
  const blocks: LetterBlock[] = [];
  const lists: ListState[] = [];
  let quoteDepth = 0;
  /** The marker the next paragraph of a list item takes (only its first). */
  let pendingMarker: string | null = null;
  let headingLevel = 0;
  let row: Run[][] | null = null;
  const depth = () => lists.length + quoteDepth;

  for (const token of tokens) {
    switch (token.type) {
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 1 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) || 1 });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const list = lists.at(-1);
        if (list) pendingMarker = list.ordered ? `${list.next++}.` : '•';
        break;
      }
      case 'blockquote_open':
        quoteDepth += 1;
        break;
      case 'blockquote_close':
        quoteDepth -= 1;
        break;
      case 'heading_open':
        headingLevel = Number(token.tag.slice(1)) || 1;
        break;
      case 'heading_close':
        headingLevel = 0;
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        if (row) {
          const runs = row.flatMap((cell, index) =>
            index === 0
              ? cell
              : [{ text: '  |  ', bold: false, italic: false, code: false, href: null }, ...cell],
          );
          blocks.push({ type: 'paragraph', runs, depth: depth(), marker: null, quote: false });
        }
        row = null;
        break;
      case 'inline': {
        const runs = inlineRuns(token.children ?? []);
        if (row) row.push(runs);
        else if (headingLevel > 0) blocks.push({ type: 'heading', level: headingLevel, runs });
        else {
          const marker = pendingMarker;
          pendingMarker = null;
          blocks.push({ type: 'paragraph', runs, depth: depth(), marker, quote: quoteDepth > 0 });
        }
        break;
      }
      case 'fence':
      case 'code_block':
        pendingMarker = null;
        blocks.push({ type: 'code', text: token.content.replace(/\n$/, ''), depth: depth() });
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      default:
        break;
    }
  }
  return blocks;
}

/** The plain text of some runs (titles, tests). */
export const runsText = (runs: readonly Run[]): string => runs.map((run) => run.text).join('');
