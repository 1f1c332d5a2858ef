/** Characters a data: URI in an HTML attribute spells percent-encoded (SVG text is otherwise kept). */
const URI_ESCAPED = /[^ -~]|[%#"'<>&]/gu;

/**
 * An SVG document as a data: URI for an `<img>`'s src: percent-encoded only where it must be, so
 * it stays about as long as the text (base64 would add a third) and compresses with the page.
 * The text must be safe already: Candor's own drawing, or sanitized (`sanitizeSvg`).
 */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg.replace(URI_ESCAPED, percentEncoded)}`;

/** encodeURIComponent, and `'` too (which it leaves: the page would spell it `&#x27;`). */
const percentEncoded = (c: string): string => (c === "'" ? '%27' : encodeURIComponent(c));
