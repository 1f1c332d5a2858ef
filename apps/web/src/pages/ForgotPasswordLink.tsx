import { Anchor } from '@mantine/core';
import classes from './LoginPage.module.css';

/** Under the sign-in form's password: where a staff member who forgot it asks for a link. */
export function ForgotPasswordLink() {
  return (
    <Anchor href="/forgot-password" size="sm" className={classes.aside}>
      Forgot password?
    </Anchor>
  );
}
