import type { Page } from '@playwright/test';

/** Controls a visitor can press or type into. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The visible controls that miss WCAG 2.5.8 (Target Size, Minimum): smaller than 24 x 24 CSS px,
 * not a link inside a sentence, and too close to another control for a 24 px circle centred on
 * it to stay clear of the others. Each is described by its text and size, as a person would
 * find it.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  // Sections off screen are laid out only when scrolled to (content-visibility: auto); measure
  // every one as a visitor scrolling to it sees it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate((selector) => {
    const MIN = 24;
    const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Off-canvas elements (the skip link until focused) are not targets until they show.
      const onCanvas = rect.right > 0 && rect.bottom + window.scrollY > 0;
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        onCanvas &&
        style.visibility !== 'hidden' &&
        !el.closest('[inert]')
      );
    });
    const boxes = visible.map((el) => ({ el, rect: el.getBoundingClientRect() }));
    const small = (rect: DOMRect) => rect.width < MIN || rect.height < MIN;
    const centre = (rect: DOMRect) => ({
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
    });
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);

    /** A link in running text: the line height of the sentence sets its size (the exception). */
    const inSentence = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };

    const describe = (el: Element, rect: DOMRect) => {
      const name =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}> "${name.slice(0, 60)}" ${rect.width.toFixed(1)} x ${rect.height.toFixed(1)} px`;
    };

    /**
     * The spacing exception: a 24 px circle centred on it meets no other target nor another
     * small target's circle. Returns the control it is too close to, if any.
     */
    const tooCloseTo = (el: HTMLElement, rect: DOMRect) => {
      const c = centre(rect);
      return boxes.find((other) => {
        if (related(el, other.el)) return false;
        const r = other.rect;
        const nearestX = Math.max(r.left, Math.min(c.x, r.right));
        const nearestY = Math.max(r.top, Math.min(c.y, r.bottom));
        if (Math.hypot(c.x - nearestX, c.y - nearestY) < MIN / 2) return true;
        if (!small(r)) return false;
        const o = centre(r);
        return Math.hypot(c.x - o.x, c.y - o.y) < MIN;
      });
    };

    const failing: string[] = [];
    for (const { el, rect } of boxes) {
      if (!small(rect) || inSentence(el)) continue;
      const neighbour = tooCloseTo(el, rect);
      if (neighbour) {
        failing.push(
          `${describe(el, rect)}, too close to ${describe(neighbour.el, neighbour.rect)}`,
        );
      }
    }
    return failing;
  }, TARGETS);
}
