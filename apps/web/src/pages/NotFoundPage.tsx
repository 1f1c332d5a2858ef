import type { PageBrand } from '@candor/domain/portal/pageData';
import { CenteredPage } from './CenteredPage.js';
import { ErrorPanel } from './ErrorPanel.js';
import { HomeLink } from './HomeLink.js';

/** 'Page not found'; in an organisation's portal, in its brand and leading back to it. */
export function NotFoundPage({ message, brand }: { message: string; brand: PageBrand | null }) {
  return (
    <CenteredPage brand={brand}>
      <ErrorPanel title="Page not found" message={message} tone="neutral">
        <HomeLink brand={brand} />
      </ErrorPanel>
    </CenteredPage>
  );
}
