/**
 * Sections below the fold are laid out only when scrolled to (`content-visibility: auto`), so a
 * jump to one lands where the browser estimated it, and the sections it passes then take their
 * real heights and push it away. This follows the jump, frame by frame, until the target stands
 * still at the top.
 */
const MAX_FRAMES = 60;
/** Frames the target must keep its place before the jump counts as done. */
const STILL_FRAMES = 4;

export function settleOnSection(targetId: string): void {
  let frames = 0;
  let still = 0;
  let lastTop = Number.NaN;
  const step = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const top = target.getBoundingClientRect().top;
    still = Math.abs(top - lastTop) < 1 ? still + 1 : 0;
    lastTop = top;
    if (still < STILL_FRAMES && ++frames < MAX_FRAMES) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Same-page links to a section, wherever they are (navigation, hero, security review). */
export function followSectionLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    const id = link?.getAttribute('href')?.slice(1);
    if (id?.startsWith('section-')) settleOnSection(id);
  };
  document.addEventListener('click', onClick);
  if (window.location.hash.startsWith('#section-')) settleOnSection(window.location.hash.slice(1));
  return () => document.removeEventListener('click', onClick);
}
