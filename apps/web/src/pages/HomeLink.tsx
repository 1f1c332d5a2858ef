import { Button } from '@mantine/core';
import type { PageBrand } from '@candor/domain/portal/pageData';

/** The way back from an error page: the organisation's portal when the page is one of its. */
export function HomeLink({ brand = null }: { brand?: PageBrand | null }) {
  return (
    <Button component="a" href={brand?.homeHref ?? '/'} variant="light">
      {brand ? `Go to the ${brand.name} ${brand.portalTitle}` : 'Go to the home page'}
    </Button>
  );
}
