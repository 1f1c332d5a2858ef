/**
 * The bridge letter's Markdown as the preview shows it. markdown-it runs with raw HTML off (tags
 * in a letter stay text, unsafe link schemes are refused), and in the browser DOMPurify
 * sanitizes the result again before it is put in the page.
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function letterPreviewHtml(source: string): string {
  const html = markdown.render(source);
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
