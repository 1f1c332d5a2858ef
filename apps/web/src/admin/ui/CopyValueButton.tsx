import { Button, CopyButton, type ButtonProps } from '@mantine/core';

/** Copies `value` to the clipboard; says Copied for a moment after. */
export function CopyValueButton({
  value,
  label,
  size = 'xs',
}: {
  value: string;
  label: string;
  size?: ButtonProps['size'];
}) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size={size} variant="light" onClick={copy}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
