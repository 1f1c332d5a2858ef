/**
 * Snacks: the short confirmations after an action ('Card hidden in Trust Center'), announced
 * to screen readers through a polite live region and gone after a few seconds.
 */
import { Button, Notification } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import classes from './Snack.module.css';

export type SnackTone = 'success' | 'error';

/** A button in the snack, such as 'Refresh Page'. */
export interface SnackAction {
  label: string;
  onClick: () => void;
}

interface SnackMessage {
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
          <Notification
            key={snack.id}
            className={classes.snack}
            color={snack.tone === 'error' ? 'red' : 'teal'}
            withBorder
            closeButtonProps={{ 'aria-label': 'Dismiss' }}
            onClose={() => setSnack(null)}
          >
            {snack.message}
            {snack.action ? (
              <Button variant="subtle" size="compact-sm" ml="xs" onClick={snack.action.onClick}>
                {snack.action.label}
              </Button>
            ) : null}
          </Notification>
        ) : null}
      </div>
    </SnackContext>
  );
}
