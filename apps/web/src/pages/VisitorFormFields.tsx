/** The plain forms' checkbox and field error (the visitor pages that work without JavaScript). */
import type { ReactNode } from 'react';
import classes from './VisitorPage.module.css';

export function FieldError({ error, id }: { error: string | undefined; id?: string }) {
  return error ? (
    <p className={classes.fieldError} id={id}>
      {error}
    </p>
  ) : null;
}

export function Check({
  name,
  checked,
  label,
  error,
}: {
  name: string;
  checked: boolean;
  label: ReactNode;
  error?: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label className={classes.check}>
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError error={error} id={errorId} />
    </div>
  );
}
