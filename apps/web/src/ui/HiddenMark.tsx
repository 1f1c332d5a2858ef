import { EyeOffIcon } from './icons.js';

/**
 * The eye-off mark staff see on a card, item, section or topic that visitors do not see. Styled
 * by `.candor-hidden-mark` in styles/global.css, part of the page's one stylesheet.
 */
export function HiddenMark({ what }: { what: 'card' | 'item' | 'section' | 'topic' | 'product' }) {
  return (
    <span
      className="candor-hidden-mark"
      data-hidden-mark={what}
      title={`This ${what} is hidden from visitors`}
    >
      <EyeOffIcon size={14} />
      Hidden
    </span>
  );
}
