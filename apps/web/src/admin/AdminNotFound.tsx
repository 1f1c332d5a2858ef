import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorPanel } from '../pages/ErrorPanel.js';

/** An address under /admin that names no section. */
export function AdminNotFound() {
  return (
    <ErrorPanel
      title="Page not found"
      message="There is no such page in the private area."
      tone="neutral"
    >
      <Button component={Link} to="/" variant="light">
        Back to the overview
      </Button>
    </ErrorPanel>
  );
}
