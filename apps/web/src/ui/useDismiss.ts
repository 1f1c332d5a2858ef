import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes an open popup the way a menu closes: a press outside `root`, or Escape. `onDismiss` says
 * which, so that Escape can hand the focus back to the button that opened it. Listens only while
 * `open`.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (how: 'outside' | 'escape') => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (root.current && target instanceof Node && !root.current.contains(target)) {
        dismiss('outside');
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
