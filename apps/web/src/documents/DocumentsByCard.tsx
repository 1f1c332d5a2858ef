/**
 * The documents card's overview (staff-content.md §2): how many documents each card holds, with
 * Edit (staff who edit that card) or View, which open the card; and 'Add custom item' for staff.
 */
import type { CardView, DocumentCardCount } from '@candor/domain/portal/portalView';
import { lazy, Suspense, useState } from 'react';
import { useCardDrawer } from '../cards/cardDrawerContext.js';
import classes from './Documents.module.css';

const AddCustomItemDialog = lazy(() => import('../staff/cardEdit/AddCustomItemDialog.js'));

export function DocumentsByCard({ counts, card }: { counts: DocumentCardCount[]; card: CardView }) {
  const { openCard, canOpen } = useCardDrawer();
  const [adding, setAdding] = useState(false);
  const canAdd = card.abilities.edit;
  if (counts.length === 0 && !canAdd) return null;
  return (
    <div className={classes.byCard}>
      <ul className={classes.byCardList} aria-label="Documents by card">
        {counts.map((count) => (
          <li key={count.kind} className={classes.byCardRow}>
            <span className={classes.byCardTitle}>{count.title}</span>
            <span className={classes.byCardCount}>
              {count.count} {count.count === 1 ? 'document' : 'documents'}
            </span>
            {canOpen(count.kind) || count.edit ? (
              <button
                type="button"
                className={classes.byCardAction}
                aria-label={`${count.edit ? 'Edit' : 'View'} ${count.title}`}
                onClick={() => openCard(count.kind, { edit: count.edit, source: 'documents' })}
              >
                {count.edit ? 'Edit' : 'View'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canAdd ? (
        <button type="button" className={classes.byCardAdd} onClick={() => setAdding(true)}>
          Add custom item
        </button>
      ) : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddCustomItemDialog card={card} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
