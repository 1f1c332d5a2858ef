import { Anchor, Button, TextInput } from '@mantine/core';
import { CenteredPage } from './CenteredPage.js';
import { FormErrorAlert } from './signInFields.js';
import classes from './LoginPage.module.css';

interface LoginCodePageProps {
  error: string | null;
  next: string | null;
  /** Asking for a recovery code instead of the authenticator's code. */
  recovery: boolean;
}

const codePageHref = (recovery: boolean, next: string | null) => {
  const query = new URLSearchParams();
  if (recovery) query.set('recovery', '1');
  if (next) query.set('next', next);
  const search = query.toString();
  return search ? `/login/code?${search}` : '/login/code';
};

/**
 * The sign-in's second step: the code from the authenticator app, or one recovery code. A plain
 * form POST like the password page, so it works before (or without) JavaScript.
 */
export function LoginCodePage({ error, next, recovery }: LoginCodePageProps) {
  return (
    <CenteredPage>
      <h1 className={classes.heading}>Two-step sign-in</h1>
      <p className={classes.lead}>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <form className={classes.form} method="post" action="/login/code">
        <FormErrorAlert error={error} />
        {recovery ? (
          <TextInput
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            spellCheck={false}
            placeholder="xxxxx-xxxxx"
            required
            autoFocus
            size="md"
          />
        ) : (
          <TextInput
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            placeholder="123456"
            required
            autoFocus
            size="md"
          />
        )}
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Button type="submit" size="md" fullWidth className={classes.submit}>
          Verify
        </Button>
        <Anchor href={codePageHref(!recovery, next)} size="sm">
          {recovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Anchor href="/login" size="sm">
          Start again with your password
        </Anchor>
      </form>
    </CenteredPage>
  );
}
