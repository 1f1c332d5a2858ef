/**
 * A secret shown once (an API token, a signing secret): read-only, selected when focused, with
 * a Copy button beside it. The dialogs around it say that it will not be shown again.
 */
import { Button, CopyButton, Group, TextInput } from '@mantine/core';

export function SecretField({
  value,
  label,
  labelHidden = false,
  testId,
}: {
  value: string;
  label: string;
  /** The label read out but not drawn (the dialog's text already names the secret). */
  labelHidden?: boolean;
  testId?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        readOnly
        {...(labelHidden ? { 'aria-label': label } : { label })}
        value={value}
        data-testid={testId}
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
