import { EyeOffIcon } from './icons.js';
import classes from './HiddenMark.module.css';

/** The eye-off mark staff see on a card, item, section or topic that visitors do not see. */
export function HiddenMark({ what }: { what: 'card' | 'item' | 'section' | 'topic' | 'product' }) {
  return (
    <span
      className={classes.mark}
      data-hidden-mark={what}
      title={`This ${what} is hidden from visitors`}
    >
      <EyeOffIcon size={14} />
      Hidden
    </span>
  );
}
