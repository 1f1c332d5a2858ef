/**
 * The pieces the sign-in pages share (sign in, its code step, forgot password, set password):
 * the form's error and the staff e-mail field.
 */
import { Alert, TextInput } from '@mantine/core';
import type { FocusEvent } from 'react';
import { AlertTriangleIcon } from '../ui/icons.js';

/** The error a form post came back with, read out by screen readers; nothing without one. */
export function FormErrorAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<AlertTriangleIcon size={18} />}>
      {error}
    </Alert>
  );
}

/** The e-mail staff sign in with, focused first. */
export function StaffEmailInput({
  email,
  onBlur,
}: {
  email: string | null;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextInput
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      defaultValue={email ?? ''}
      onBlur={onBlur}
      required
      autoFocus
      size="md"
    />
  );
}
