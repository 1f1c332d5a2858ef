import { Tag } from './Tag.js';
import type { TagTone } from './Tag.js';
import classes from './ItemTags.module.css';

function tagTone(tag: string): TagTone {
  if (tag === 'In Progress') return 'warning';
  if (tag === 'Public Access') return 'success';
  return 'neutral';
}

/** An item's tags (In Progress, Every X, Public Access, ...) as computed by the server. */
export function ItemTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={classes.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Tag tone={tagTone(tag)}>{tag}</Tag>
        </li>
      ))}
    </ul>
  );
}
