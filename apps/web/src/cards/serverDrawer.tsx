import { createContext, use, type ComponentType } from 'react';
import type { PortalLocation } from '@candor/domain/portal/portalLinks';
import type { CardView } from '@candor/domain/portal/portalView';
import { KeptHtml } from '../ui/KeptHtml.js';
// Used here, in the page's own bundle, so the first paint's stylesheet holds these rules (a
// CSS module whose classes the bundle never reads is left out of it).
import classes from './ServerDrawer.module.css';

export const serverDrawerClasses = classes;

export interface ServerDrawerProps {
  card: CardView;
  itemUid: string | null;
  location: PortalLocation;
  /** The page's absolute address, to make items' links absolute. */
  origin: string;
}

/**
 * Renders the drawer of the card the address opens into the server's HTML. Set only by the
 * server entry: the browser never loads that code (its drawer is the real, lazily loaded one).
 */
export const ServerDrawerContext = createContext<ComponentType<ServerDrawerProps> | null>(null);

const SERVER_DRAWER_ID = 'candor-server-drawer';

/**
 * The open card as the server drew it, so a shared item link or an open card's address shows
 * the item without JavaScript (and at once with it). The browser keeps that markup until its
 * own drawer is on screen.
 */
export function ServerDrawerSlot(props: ServerDrawerProps) {
  const Drawer = use(ServerDrawerContext);
  if (!Drawer) return <KeptHtml as="div" id={SERVER_DRAWER_ID} className={classes.slot} />;
  return (
    <div id={SERVER_DRAWER_ID} className={classes.slot}>
      <Drawer {...props} />
    </div>
  );
}
