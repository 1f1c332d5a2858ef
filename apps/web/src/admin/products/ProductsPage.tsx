import { Stack, Title } from '@mantine/core';
import { useQuery } from '../../api/queries.js';
import { adminApi, adminKeys } from '../api/adminApi.js';
import { PageHeader } from '../ui/PageHeader.js';
import { QueryView } from '../ui/QueryState.js';
import { CreateProductForm } from './CreateProductForm.js';
import { ProductLinksSection } from './ProductLinksSection.js';
import { ProductsTable } from './ProductsTable.js';

/** Products (the portal's product dropdown) and the external links listed beside them. */
export default function ProductsPage() {
  const query = useQuery({ queryKey: adminKeys.products, queryFn: adminApi.products.list });
  return (
    <>
      <PageHeader title="Products">
        Each product has its own trust center page; visitors switch between them in the product
        dropdown, which also lists the product links.
      </PageHeader>
      <QueryView query={query}>
        {(data) => (
          <Stack gap="xl">
            <section aria-labelledby="products-heading">
              <Title order={2} size="h3" id="products-heading" mb="sm">
                Products
              </Title>
              <ProductsTable products={data.products} />
              <CreateProductForm />
            </section>
            <ProductLinksSection links={data.links} />
          </Stack>
        )}
      </QueryView>
    </>
  );
}
