import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_MESSAGES } from '@candor/domain/auth/passwordReset.messages';
import { Alert, Button, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import {
  setPasswordFormSchema,
  STAFF_PASSWORD_MIN_LENGTH,
  type SetPasswordForm as SetPasswordFields,
} from '@candor/domain/staff/staff.schema';
import { useForm } from 'react-hook-form';
import { ApiError, jsonRequest } from '../api/jsonRequest.js';
import { CheckCircleIcon } from '../ui/icons.js';
import { FormErrorAlert } from './signInFields.js';
import classes from './LoginPage.module.css';

const UNKNOWN_ERROR = 'Unfortunately, an unknown error has occurred.';

/**
 * The password twice; the server checks the link and sets the password. An invitation's link
 * signs the user in (on to the portal); a reset's signs them out everywhere (on to /login).
 */
export default function SetPasswordForm({ token, reset }: { token: string; reset: boolean }) {
  const [signInAt, setSignInAt] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<SetPasswordFields>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      const { next, signedIn } = await jsonRequest<{ ok: true; next: string; signedIn: boolean }>(
        'POST',
        '/api/auth/set-password',
        { token, password },
      );
      if (signedIn) window.location.assign(next);
      else setSignInAt(next);
    } catch (error) {
      setError('root', { message: error instanceof ApiError ? error.message : UNKNOWN_ERROR });
    }
  });

  if (signInAt) {
    return (
      <div className={classes.form}>
        <Alert color="green" variant="light" role="status" icon={<CheckCircleIcon size={18} />}>
          {PASSWORD_RESET_MESSAGES.done}
        </Alert>
        <Button component="a" href={signInAt} size="md" fullWidth>
          Sign in
        </Button>
      </div>
    );
  }

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorAlert error={errors.root?.message} />
      <PasswordInput
        label="New password"
        description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
        required
        autoFocus
        size="md"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        size="md"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        size="md"
        fullWidth
        className={classes.submit}
        loading={isSubmitting || isSubmitSuccessful}
      >
        {reset ? 'Set new password' : 'Set password and sign in'}
      </Button>
    </form>
  );
}
