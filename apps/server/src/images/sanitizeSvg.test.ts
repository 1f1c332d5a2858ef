import { describe, expect, it } from 'vitest';
import { sanitizeSvg, UnreadableSvgError } from './sanitizeSvg.js';

const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 20 20" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <a href="javascript:alert(3)"><rect width="20" height="20" fill="url(#grad)"/></a>
  <a xlink:href="javascript:alert(4)"><circle r="2"/></a>
  <foreignObject width="20" height="20"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <circle r="4" onclick="steal()" style="fill:url(https://evil.example/a)"/>
  <linearGradient id="grad"><stop offset="0" stop-color="#ff0000"/></linearGradient>
</svg>`;

// The first SVG sanitized in a process loads jsdom, which takes seconds on a busy machine.
describe('sanitizeSvg', { timeout: 30_000 }, () => {
  it('removes scripts, event handlers, external references and foreignObject', () => {
    const clean = sanitizeSvg(HOSTILE);
    for (const banned of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'javascript:',
      'foreignObject',
      'evil.example',
      '<style',
      '<image',
      '<use',
    ]) {
      expect(clean).not.toContain(banned);
    }
  });

  it('keeps the drawing, with SVG names in their own case and references inside the image', () => {
    const clean = sanitizeSvg(HOSTILE);
    expect(clean).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).toContain('viewBox="0 0 20 20"');
    expect(clean).toContain('<rect width="20" height="20" fill="url(#grad)"/>');
    expect(clean).toContain('<linearGradient id="grad">');
  });

  it('refuses text that holds no SVG image', () => {
    expect(() => sanitizeSvg('just text')).toThrow(UnreadableSvgError);
    expect(() => sanitizeSvg('<html><body><p>hi</p></body></html>')).toThrow(UnreadableSvgError);
    expect(() => sanitizeSvg('<script>alert(1)</script>')).toThrow(UnreadableSvgError);
  });
});
