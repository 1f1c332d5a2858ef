import { useState } from 'react';

/**
 * The hidden state a card shows: the saved one, changed at once by a hide/show and replaced by
 * the saved one again whenever the page data brings a new value.
 */
export function useCardHidden(saved: boolean): [boolean, (hidden: boolean) => void] {
  const [shown, setShown] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setShown(saved);
  }
  return [shown, setShown];
}
