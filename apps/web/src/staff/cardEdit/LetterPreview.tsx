/**
 * The bridge letter's preview, a chunk of its own: the Markdown renderer and the sanitizer load
 * only when an editor asks for the preview, not with every card's edit form.
 */
import { RenderedHtml } from '../../ui/RenderedHtml.js';
import { letterPreviewHtml } from './letterPreview.js';
import classes from './BridgeLetterFields.module.css';

export default function LetterPreview({ content }: { content: string }) {
  return (
    // Markdown rendered without raw HTML, then sanitized (letterPreview.ts).
    <RenderedHtml
      className={classes.preview}
      data-bridge-letter-preview
      aria-label="Letter preview"
      role="document"
      html={letterPreviewHtml(content)}
    />
  );
}
