import { memo, type HTMLAttributes } from 'react';

type RenderedHtmlProps = {
  /** Markup already made safe: rendered by the server from Markdown, or sanitized. */
  html: string;
  as?: 'div' | 'ul';
  'data-bridge-letter-preview'?: boolean;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * An element whose content is a piece of safe markup. React sets `innerHTML` again whenever the
 * `{ __html }` object is a new one, which an inline object is on every render: without the memo
 * each re-render of a parent (the one right after hydration included) would parse the same
 * markup again and replace its nodes, costing the main thread and losing a text selection. Memo
 * compares the props one by one, so pass no inline objects (a `style` must be a constant).
 */
export const RenderedHtml = memo(function RenderedHtml({
  html,
  as: Element = 'div',
  ...attributes
}: RenderedHtmlProps) {
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
});
