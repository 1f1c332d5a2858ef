import type { PageBrand } from '@candor/domain/portal/pageData';
import { CenteredPage } from './CenteredPage.js';
import { ErrorPanel } from './ErrorPanel.js';
import { HomeLink } from './HomeLink.js';

export function ErrorPage({
  message,
  cause,
  brand,
}: {
  message: string | null;
  cause: string | null;
  brand: PageBrand | null;
}) {
  return (
    <CenteredPage brand={brand}>
      <ErrorPanel message={message} cause={cause}>
        <HomeLink brand={brand} />
      </ErrorPanel>
    </CenteredPage>
  );
}
