import { CenteredPage } from './CenteredPage.js';
import { ErrorPanel } from './ErrorPanel.js';
import { HomeLink } from './HomeLink.js';

export function NoAccessPage() {
  return (
    <CenteredPage>
      <ErrorPanel title="You don't have access to this page" tone="neutral" icon="lock">
        <HomeLink />
      </ErrorPanel>
    </CenteredPage>
  );
}
