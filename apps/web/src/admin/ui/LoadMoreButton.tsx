import { Button } from '@mantine/core';

/** 'Load more' under a list read a page at a time (useInfiniteQuery): the next page. */
export function LoadMoreButton({
  query,
}: {
  query: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  return (
    <Button
      variant="default"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      Load more
    </Button>
  );
}
