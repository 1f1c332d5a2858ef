import { Button, PasswordInput } from '@mantine/core';
import { CenteredPage } from './CenteredPage.js';
import { FormErrorAlert, StaffEmailInput } from './signInFields.js';
import { ForgotPasswordLink } from './ForgotPasswordLink.js';
import { SsoSignIn, useSsoSignIn } from './SsoSignIn.js';
import classes from './LoginPage.module.css';

interface LoginPageProps {
  error: string | null;
  email: string | null;
  next: string | null;
}

/** Staff sign-in: a plain form POST, so it works before (or without) JavaScript. */
export function LoginPage({ error, email, next }: LoginPageProps) {
  const sso = useSsoSignIn(email);
  return (
    <CenteredPage>
      <h1 className={classes.heading}>Sign in</h1>
      <p className={classes.lead}>Staff sign-in to manage your Trust Center.</p>
      <form className={classes.form} method="post" action="/login">
        <FormErrorAlert error={error} />
        <StaffEmailInput email={email} onBlur={(event) => sso.onEmail(event.currentTarget.value)} />
        {sso.passwordShown ? (
          <>
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              size="md"
              autoFocus={sso.adminSignIn}
            />
            <ForgotPasswordLink />
            {next ? <input type="hidden" name="next" value={next} /> : null}
            <Button type="submit" size="md" fullWidth className={classes.submit}>
              Sign in
            </Button>
          </>
        ) : null}
        <SsoSignIn state={sso} next={next} />
      </form>
    </CenteredPage>
  );
}
