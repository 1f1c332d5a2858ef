/**
 * Renders a mail template to what is sent: the subject, the HTML (React rendered to static
 * markup, on the server only) and a plain-text version made from that HTML, so both always say
 * the same.
 */
import { convert } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBrand } from './mailBrand.js';
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from './mailTemplates.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderMail<N extends MailTemplateName>(
  template: N,
  data: MailTemplateData[N],
  brand: MailBrand,
): RenderedMail {
  const definition = MAIL_TEMPLATES[template];
  const html = `<!DOCTYPE html>${renderToStaticMarkup(definition.body(data, brand))}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      // The logo's alt text is the organisation's name, which the text version shows anyway.
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return { subject: definition.subject(data, brand), html, text };
}
