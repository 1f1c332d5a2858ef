import { CenteredPage } from './CenteredPage.js';
import { ErrorPanel } from './ErrorPanel.js';

/** A custom domain that no organisation claims (visitor-portal.md §2). */
export function CompanyNotFoundPage() {
  return (
    <CenteredPage>
      <ErrorPanel
        title="Company not found"
        message="No trust center is published at this address."
        tone="neutral"
      />
    </CenteredPage>
  );
}
