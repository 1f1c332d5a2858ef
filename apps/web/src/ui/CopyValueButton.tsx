import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCopyToClipboard } from './useCopyToClipboard.js';

/** How long 'Copied' stays on the button (the share button's 3 s). */
const COPIED_MS = 3000;

/**
 * Copies `value` to the clipboard: the button says Copied for a moment after, and the snack
 * 'Copied {type} to clipboard' (staff-content.md §8) says what was copied.
 */
export function CopyValueButton({
  value,
  label,
  type,
  size = 'xs',
  variant = 'light',
}: {
  value: string;
  label: string;
  /** What is copied, for the snack: 'key', 'link', 'response'. */
  type: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const copy = useCopyToClipboard();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button size={size} variant={variant} onClick={() => void copy(value, type).then(setCopied)}>
      {copied ? 'Copied' : label}
    </Button>
  );
}
