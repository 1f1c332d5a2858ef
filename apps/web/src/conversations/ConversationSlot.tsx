/**
 * Where an item's 'Conversation' goes in the drawer: nothing unless the viewer is a member in
 * account-external mode whose organisation allows comments, and nothing before hydration (the
 * thread is the member's own, fetched in the browser).
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../ui/useHydrated.js';
import { useExternal } from './externalContext.js';

const ItemConversation = lazy(() => import('./ItemConversation.js'));

export function ConversationSlot({ itemUid, itemTitle }: { itemUid: string; itemTitle: string }) {
  const external = useExternal();
  const hydrated = useHydrated();
  if (!external?.comments || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ItemConversation external={external} itemUid={itemUid} itemTitle={itemTitle} />
    </Suspense>
  );
}
