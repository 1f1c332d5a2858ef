import { useState } from 'react';
import { RenderedHtml } from './RenderedHtml.js';

interface KeptHtmlProps {
  as: 'ul' | 'div';
  id: string;
  className?: string;
  hidden?: boolean;
}

/**
 * An element whose content only the server rendered (the browser lacks the data for it): the
 * browser keeps that markup as it is. It is read once from the page, so hydration and every
 * later render leave it untouched.
 */
export function KeptHtml({ as: Element, id, className, hidden }: KeptHtmlProps) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  );
  return (
    <RenderedHtml
      as={Element}
      html={html}
      id={id}
      className={className}
      hidden={hidden}
      suppressHydrationWarning
    />
  );
}
