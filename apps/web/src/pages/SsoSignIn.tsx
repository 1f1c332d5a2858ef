/**
 * Single sign-on on /login: once the e-mail is typed, the page asks the server whether its
 * domain signs in with the organisation's identity provider (`GET /api/sso/lookup`, which says
 * nothing about users) and offers "Continue with SSO". Where SSO is required the password gives
 * way to that button, with a discreet "Administrator sign-in" (break-glass) path back to it.
 */
import type { SsoLookup } from '@candor/domain/sso/sso';
import { Anchor, Button } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { jsonRequest } from '../api/jsonRequest.js';

const looksLikeEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());

export interface SsoSignInState {
  email: string;
  lookup: SsoLookup | null;
  /** The break-glass path was chosen: the password is shown although SSO is required. */
  adminSignIn: boolean;
  /** Whether the password field and its button are shown. */
  passwordShown: boolean;
  onEmail: (value: string) => void;
  chooseAdminSignIn: () => void;
}

export function useSsoSignIn(initialEmail: string | null): SsoSignInState {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [lookup, setLookup] = useState<SsoLookup | null>(null);
  const [adminSignIn, setAdminSignIn] = useState(false);
  const asked = useRef<string | null>(null);
  const onEmail = useCallback((value: string) => {
    const typed = value.trim().toLowerCase();
    setEmail(typed);
    if (typed === asked.current) return;
    asked.current = typed;
    if (!looksLikeEmail(typed)) {
      setLookup(null);
      return;
    }
    jsonRequest<SsoLookup>('GET', `/api/sso/lookup?email=${encodeURIComponent(typed)}`).then(
      (answer) => {
        if (asked.current === typed) setLookup(answer);
      },
      // Without an answer the password sign-in stays as it is.
      () => setLookup(null),
    );
  }, []);
  // Shown again after a refused sign-in, the e-mail is there already.
  useEffect(() => {
    if (initialEmail) onEmail(initialEmail);
  }, [initialEmail, onEmail]);
  return {
    email,
    lookup,
    adminSignIn,
    passwordShown: !lookup?.required || adminSignIn,
    onEmail,
    chooseAdminSignIn: () => setAdminSignIn(true),
  };
}

export function SsoSignIn({ state, next }: { state: SsoSignInState; next: string | null }) {
  if (!state.lookup?.sso) return null;
  const params = new URLSearchParams({ email: state.email });
  if (next) params.set('next', next);
  return (
    <>
      <Button
        component="a"
        href={`/sso/start?${params.toString()}`}
        size="md"
        fullWidth
        variant={state.passwordShown ? 'default' : 'filled'}
      >
        Continue with SSO
      </Button>
      {state.passwordShown ? null : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="dimmed"
          onClick={state.chooseAdminSignIn}
        >
          Administrator sign-in
        </Anchor>
      )}
    </>
  );
}
