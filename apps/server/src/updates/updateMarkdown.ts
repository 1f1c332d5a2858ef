/**
 * Update messages are Markdown, rendered to HTML on the server. markdown-it with `html: false`
 * escapes every tag the author writes, and its link check refuses javascript:, vbscript:, file:
 * and data: targets (links to them stay plain text), so the HTML can never run script. Links
 * open in a new tab without handing over the opener.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
const SAFE_PROTOCOL = /^(https?:|mailto:|#|\/)/i;
// The default check already refuses script targets; this one allows only web, mail and relative.
const defaultValidate = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => defaultValidate(url) && SAFE_PROTOCOL.test(url.trim());
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  token.attrSet('rel', 'noopener noreferrer nofollow');
  token.attrSet('target', '_blank');
  return self.renderToken(tokens, idx, options);
};
// Images would load from anywhere the author names (a tracking pixel): shown as their link.
markdown.disable('image');

export function renderUpdateMarkdown(message: string): string {
  return markdown.render(message);
}
