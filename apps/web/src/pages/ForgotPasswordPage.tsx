import { PASSWORD_RESET_MESSAGES } from '@candor/domain/auth/passwordReset.messages';
import { Alert, Anchor, Button } from '@mantine/core';
import { MailIcon } from '../ui/icons.js';
import { CenteredPage } from './CenteredPage.js';
import { FormErrorAlert, StaffEmailInput } from './signInFields.js';
import classes from './LoginPage.module.css';

interface ForgotPasswordPageProps {
  /** The request was taken: the answer every e-mail gets. */
  sent: boolean;
  error: string | null;
  email: string | null;
}

/**
 * "Forgot password?": one e-mail field, a plain form POST (it works before or without
 * JavaScript). The server answers the same for every e-mail, so the page never says whether a
 * staff account has it.
 */
export function ForgotPasswordPage({ sent, error, email }: ForgotPasswordPageProps) {
  const backToSignIn = (
    <Anchor href="/login" size="sm" className={classes.aside}>
      Back to sign in
    </Anchor>
  );
  if (sent) {
    return (
      <CenteredPage>
        <h1 className={classes.heading}>Check your e-mail</h1>
        <div className={classes.form}>
          <Alert color="blue" variant="light" role="status" icon={<MailIcon size={18} />}>
            {PASSWORD_RESET_MESSAGES.requested}
          </Alert>
          {backToSignIn}
        </div>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage>
      <h1 className={classes.heading}>Forgot your password?</h1>
      <p className={classes.lead}>
        Enter the e-mail you sign in with. We will send it a link to choose a new password.
      </p>
      <form className={classes.form} method="post" action="/forgot-password">
        <FormErrorAlert error={error} />
        <StaffEmailInput email={email} />
        <Button type="submit" size="md" fullWidth className={classes.submit}>
          Send reset link
        </Button>
        {backToSignIn}
      </form>
    </CenteredPage>
  );
}
