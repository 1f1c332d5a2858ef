import { CenteredPage } from './CenteredPage.js';
import { ErrorPanel } from './ErrorPanel.js';
import { HomeLink } from './HomeLink.js';

export function NotFoundPage({ message }: { message: string }) {
  return (
    <CenteredPage>
      <ErrorPanel title="Page not found" message={message} tone="neutral">
        <HomeLink />
      </ErrorPanel>
    </CenteredPage>
  );
}
