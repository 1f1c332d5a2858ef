/**
 * TanStack Query, loaded when first needed. The portal's first screen renders from the page data
 * alone, so a first visit does not download the query library (about 9 kB compressed): it loads
 * when a visitor first pages a list, opens a card whose items the page lacks, signs in, or opens
 * a dialog that fetches (api/queries.tsx, a chunk of its own, registers itself here when it runs).
 *
 * Parts of the first screen ask through `useLazyQuery` / `useLazyInfiniteQuery`: the answer is
 * the page data's until the library is there, then the library's, with the page data as the
 * query's initial data, so nothing the page holds is fetched again. The library's hook runs in an
 * invisible child (`source`, to be rendered by the caller), so no element of the caller is
 * mounted again when it arrives. Every other part of the app imports the library through
 * api/queries.tsx and is only ever in lazy chunks.
 */
import type {
  InfiniteData,
  QueryClient,
  QueryKey,
  useInfiniteQuery,
  UseInfiniteQueryOptions,
  useQuery,
  UseQueryOptions,
} from '@tanstack/react-query';
// The context alone: the query core stays in api/queries.tsx's chunk.
import { QueryClientContext } from '@tanstack/react-query';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** What api/queries.tsx provides once loaded. */
export interface QueryRuntime {
  client: QueryClient;
  useQuery: typeof useQuery;
  useInfiniteQuery: typeof useInfiniteQuery;
}

let runtime: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | null = null;
const listeners = new Set<() => void>();

/** Called by api/queries.tsx when its chunk runs (in the browser only). */
export function registerQueryRuntime(loaded: QueryRuntime): void {
  runtime = loaded;
  for (const listener of listeners) listener();
}

/** The query runtime, loaded once (at once when already there). */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  if (runtime) return Promise.resolve(runtime);
  loading ??= import('./queries.js').then(() => {
    if (!runtime) throw new Error('the query runtime did not register');
    return runtime;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The runtime once loaded; null on the server and while hydrating. */
export function useQueryRuntime(): QueryRuntime | null {
  return useSyncExternalStore(
    subscribe,
    () => runtime,
    () => null,
  );
}

/**
 * The app's root: provides the query client to the lazy chunks that use the library directly,
 * once it is loaded. Only the library's consumers render again when it arrives.
 */
export function QueryRuntimeProvider({ children }: { children: ReactNode }) {
  const client = useQueryRuntime()?.client;
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

/**
 * After a staff save: the lists fetched before it are fetched again (those not fetched yet come
 * from the new page data).
 */
export async function invalidatePortalLists(): Promise<void> {
  await runtime?.client.invalidateQueries({ queryKey: ['portal-list'] });
}

/** The parts of a query's answer the first screen reads. */
export interface LazyQueryResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface LazyInfiniteQueryResult<P> extends LazyQueryResult<InfiniteData<P, number>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * TanStack's `keepPreviousData` (the previous answer shown while the next loads), written here:
 * importing it would bring the query core's module of helpers onto the first screen.
 */
export const keepPreviousData = <T,>(previous: T | undefined): T | undefined => previous;

/** Asked of the page data before the library is loaded: loading it is the only way forward. */
const loadLater = () => void loadQueryRuntime();

/**
 * Renders nothing: runs the library's hook (`run`, the same one for the element's life) and hands
 * the caller each changed answer before the browser paints it.
 */
function QuerySource<R extends object>({
  run,
  onResult,
}: {
  run: () => R;
  onResult: (result: R) => void;
}) {
  const result = run();
  const last = useRef<R | null>(null);
  useLayoutEffect(() => {
    const before = last.current;
    // The library makes a new object on each render: only a changed answer is handed on.
    const same =
      before !== null &&
      Object.entries(result).every(
        ([key, value]) => key === 'promise' || Object.is(value, Reflect.get(before, key)),
      );
    if (same) return;
    last.current = result;
    onResult(result);
  });
  return null;
}

/** The answer while the library is not loaded: what the page data holds, if anything. */
const fromPageData = <T,>(data: T | undefined): LazyQueryResult<T> => ({
  data,
  isPending: data === undefined,
  isError: false,
  isFetching: false,
  error: null,
  refetch: loadLater,
});

function useLazySource<R extends LazyQueryResult<unknown>>(
  run: ((runtime: QueryRuntime) => R) | null,
  options: { enabled?: unknown },
  fromPage: R,
): [R, ReactNode] {
  const loaded = useQueryRuntime();
  const [live, setLive] = useState<R | null>(null);
  // Nothing in the page data for this query: the library has to fetch it.
  const needed = fromPage.data === undefined && options.enabled !== false;
  useEffect(() => {
    if (needed) loadLater();
  }, [needed]);
  const result = live ?? { ...fromPage, isFetching: needed };
  return [
    result,
    loaded && run ? <QuerySource run={() => run(loaded)} onResult={setLive} /> : null,
  ];
}

/**
 * `useQuery` for the first screen: `initialData` is what the page holds for this key (undefined
 * when it holds nothing, which loads the library unless `enabled` is false). Render `source`.
 */
export function useLazyQuery<T>(
  options: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'initialData'> & { initialData?: T },
): [result: LazyQueryResult<T>, source: ReactNode] {
  return useLazySource<LazyQueryResult<T>>(
    (loaded) => loaded.useQuery({ ...options, notifyOnChangeProps: 'all' }, loaded.client),
    options,
    fromPageData(options.initialData),
  );
}

/** `useInfiniteQuery` for the first screen, as `useLazyQuery`. */
export function useLazyInfiniteQuery<P>(
  options: Omit<
    UseInfiniteQueryOptions<P, Error, InfiniteData<P, number>, QueryKey, number>,
    'initialData'
  > & { initialData?: InfiniteData<P, number> },
): [result: LazyInfiniteQueryResult<P>, source: ReactNode] {
  const data = options.initialData;
  const last = data?.pages.at(-1);
  const hasNextPage =
    data !== undefined &&
    last !== undefined &&
    options.getNextPageParam(last, data.pages, data.pageParams.at(-1) ?? 1, data.pageParams) !=
      null;
  return useLazySource<LazyInfiniteQueryResult<P>>(
    (loaded) => loaded.useInfiniteQuery({ ...options, notifyOnChangeProps: 'all' }, loaded.client),
    options,
    {
      ...fromPageData(data),
      hasNextPage,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: loadLater,
    },
  );
}
