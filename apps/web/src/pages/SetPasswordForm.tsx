import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput } from '@mantine/core';
import {
  setPasswordFormSchema,
  STAFF_PASSWORD_MIN_LENGTH,
  type SetPasswordForm as SetPasswordFields,
} from '@candor/domain/staff/staff.schema';
import { useForm } from 'react-hook-form';
import { ApiError, jsonRequest } from '../api/jsonRequest.js';
import { AlertTriangleIcon } from '../ui/icons.js';
import classes from './LoginPage.module.css';

const UNKNOWN_ERROR = 'Unfortunately, an unknown error has occurred.';

/** The password twice; the server checks the link, sets the password and signs the user in. */
export default function SetPasswordForm({ token }: { token: string }) {
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
      const { next } = await jsonRequest<{ ok: true; next: string }>(
        'POST',
        '/api/auth/set-password',
        { token, password },
      );
      window.location.assign(next);
    } catch (error) {
      setError('root', { message: error instanceof ApiError ? error.message : UNKNOWN_ERROR });
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.root?.message ? (
        <Alert color="red" variant="light" role="alert" icon={<AlertTriangleIcon size={18} />}>
          {errors.root.message}
        </Alert>
      ) : null}
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
        Set password and sign in
      </Button>
    </form>
  );
}
