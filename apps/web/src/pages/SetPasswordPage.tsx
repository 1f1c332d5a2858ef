import { STAFF_MESSAGES } from '@candor/domain/staff/staff.messages';
import { Alert, Loader } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { AlertTriangleIcon } from '../ui/icons.js';
import { useHydrated } from '../ui/useHydrated.js';
import { CenteredPage } from './CenteredPage.js';
import classes from './LoginPage.module.css';

// The form (react-hook-form, the domain's schema) loads after the page is shown.
const SetPasswordForm = lazy(() => import('./SetPasswordForm.js'));

/**
 * Where an invitation's link lands (choose a password, then on to the portal signed in) and a
 * password reset's (choose a new one, then sign in again).
 */
export function SetPasswordPage({ token, reset }: { token: string | null; reset: boolean }) {
  // The form is a browser-only chunk: the server and hydration render the placeholder.
  const hydrated = useHydrated();
  const loading = <Loader className={classes.form} size="sm" aria-label="Loading" />;
  return (
    <CenteredPage>
      <h1 className={classes.heading}>{reset ? 'Choose a new password' : 'Set your password'}</h1>
      <p className={classes.lead}>
        {reset
          ? 'Setting it signs you out everywhere; then sign in with it.'
          : 'Choose the password you will sign in with.'}
      </p>
      {token ? (
        hydrated ? (
          <Suspense fallback={loading}>
            <SetPasswordForm token={token} reset={reset} />
          </Suspense>
        ) : (
          loading
        )
      ) : (
        <Alert
          className={classes.form}
          color="red"
          variant="light"
          role="alert"
          icon={<AlertTriangleIcon size={18} />}
        >
          {STAFF_MESSAGES.tokenInvalid}
        </Alert>
      )}
    </CenteredPage>
  );
}
