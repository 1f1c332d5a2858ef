import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { AlertTriangleIcon } from '../ui/icons.js';
import { CenteredPage } from './CenteredPage.js';
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
        {error ? (
          <Alert color="red" variant="light" role="alert" icon={<AlertTriangleIcon size={18} />}>
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={email ?? ''}
          onBlur={(event) => sso.onEmail(event.currentTarget.value)}
          required
          autoFocus
          size="md"
        />
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
