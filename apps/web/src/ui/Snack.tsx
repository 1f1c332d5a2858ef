/**
 * Snacks: the short confirmations after an action ('Card hidden in Trust Center'), announced
 * to screen readers through a polite live region and gone after a few seconds. The region is in
 * the page from the start; what a snack draws (SnackNotification.tsx, Mantine's Notification) is
 * a chunk of its own, fetched with the first snack: a first visit shows none.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import classes from './Snack.module.css';

const loadNotification = () => import('./SnackNotification.js');
const SnackNotification = lazy(loadNotification);

export type SnackTone = 'success' | 'error';

/** A button in the snack, such as 'Refresh Page'. */
export interface SnackAction {
  label: string;
  onClick: () => void;
}

export interface SnackMessage {
  id: number;
  message: string;
  tone: SnackTone;
  action: SnackAction | undefined;
  durationMs: number;
}

/** `durationMs`: how long it stays (the spec's NDA failure snack lasts 10 s). */
type ShowSnack = (
  message: string,
  tone?: SnackTone,
  action?: SnackAction,
  durationMs?: number,
) => void;

const SnackContext = createContext<ShowSnack>(() => {});

export const useSnack = (): ShowSnack => useContext(SnackContext);

const VISIBLE_MS = 4000;

export function SnackProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState<SnackMessage | null>(null);
  const show = useCallback<ShowSnack>((message, tone = 'success', action, durationMs) => {
    void loadNotification();
    setSnack((current) => ({
      id: (current?.id ?? 0) + 1,
      message,
      tone,
      action,
      durationMs: durationMs ?? VISIBLE_MS,
    }));
  }, []);
  useEffect(() => {
    if (!snack) return;
    const timer = setTimeout(() => setSnack(null), snack.durationMs);
    return () => clearTimeout(timer);
  }, [snack]);
  return (
    <SnackContext value={show}>
      {children}
      <div className={classes.region} role="status" aria-live="polite">
        {snack ? (
          <Suspense fallback={null}>
            <SnackNotification
              key={snack.id}
              snack={snack}
              className={classes.snack}
              onClose={() => setSnack(null)}
            />
          </Suspense>
        ) : null}
      </div>
    </SnackContext>
  );
}
