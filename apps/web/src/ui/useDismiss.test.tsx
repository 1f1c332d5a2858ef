// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDismiss } from './useDismiss.js';

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A popup that records how it was dismissed. */
function render(open: boolean): string[] {
  const seen: string[] = [];
  function Popup() {
    const ref = useRef<HTMLDivElement>(null);
    useDismiss(open, ref, (how) => seen.push(how));
    return (
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
    );
  }
  const host = document.createElement('div');
  const outside = document.createElement('p');
  document.body.append(host, outside);
  root = createRoot(host);
  act(() => root?.render(<Popup />));
  return seen;
}

const press = (target: Element) =>
  target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const key = (name: string) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe('useDismiss', () => {
  it('reports a press outside and Escape, not a press inside nor another key', () => {
    const seen = render(true);
    press(document.querySelector('button')!);
    key('Enter');
    press(document.querySelector('p')!);
    key('Escape');
    expect(seen).toEqual(['outside', 'escape']);
  });

  it('listens only while open', () => {
    const seen = render(false);
    press(document.querySelector('p')!);
    key('Escape');
    expect(seen).toEqual([]);
  });
});
