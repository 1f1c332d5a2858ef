import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorPanel } from '../pages/ErrorPanel.js';

/**
 * The not-authorised screen of a section whose scope the user lacks (visitor-portal.md §2
 * "Private area"), in the words of the portal's own 'no access' page.
 */
export function AdminNoAccess() {
  return (
    <ErrorPanel title="You don't have access to this page" tone="neutral" icon="lock">
      <Button component={Link} to="/" variant="light">
        Back to the overview
      </Button>
    </ErrorPanel>
  );
}
