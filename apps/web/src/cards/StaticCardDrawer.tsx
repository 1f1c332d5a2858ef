/**
 * The server's drawing of an open card (imported by the server entry only): the card's items in
 * full, the opened one first and marked, a close link back to the portal. Links work without
 * JavaScript; with it, the browser swaps this for its real drawer.
 */
import { itemHref, portalHref } from '@candor/domain/portal/portalLinks';
import stack from '../ui/Stack.module.css';
import { ItemDetail } from './ItemDetail.js';
import { serverDrawerClasses as classes, type ServerDrawerProps } from './serverDrawer.js';

export function StaticCardDrawer({ card, itemUid, location, origin }: ServerDrawerProps) {
  const titleId = `server-drawer-${card.kind}-title`;
  const opened = card.items.filter((item) => item.uid === itemUid);
  const items = [...opened, ...card.items.filter((item) => item.uid !== itemUid)];
  return (
    <>
      <div className={classes.overlay} />
      <aside className={classes.panel} aria-labelledby={titleId} data-server-drawer={card.kind}>
        <div className={classes.header}>
          <h2 className={classes.title} id={titleId}>
            {card.title}
          </h2>
          <a className={classes.close} href={portalHref(location)} aria-label="Close">
            ×
          </a>
        </div>
        <div className={classes.body}>
          {card.displayText ? <p className={classes.intro}>{card.displayText}</p> : null}
          {items.length > 0 ? (
            <ol className={stack.stack} aria-label={`${card.title} items`}>
              {items.map((item) => (
                <ItemDetail
                  key={item.uid}
                  item={item}
                  selected={item.uid === itemUid}
                  link={new URL(itemHref(location, item), origin).href}
                  onSelect={() => {}}
                />
              ))}
            </ol>
          ) : (
            <p className={classes.intro}>
              {card.placeholder ?? 'Nothing has been published here yet.'}
            </p>
          )}
        </div>
      </aside>
    </>
  );
}
