import { CenteredPage } from './CenteredPage.js';
import { ErrorPanel } from './ErrorPanel.js';
import { HomeLink } from './HomeLink.js';

export function ErrorPage({ message, cause }: { message: string | null; cause: string | null }) {
  return (
    <CenteredPage>
      <ErrorPanel message={message} cause={cause}>
        <HomeLink />
      </ErrorPanel>
    </CenteredPage>
  );
}
