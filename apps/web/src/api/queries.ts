/**
 * TanStack Query for the web app: every module that uses the library imports it from here, and
 * only lazy chunks do (the first screen asks through api/queryRuntime.tsx). When this chunk runs
 * in the browser it makes the page's query client and registers it, so the app's root provides
 * it before any lazy part that imported it renders.
 */
import { QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { registerQueryRuntime } from './queryRuntime.js';

export {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseMutationResult,
  type QueryKey,
} from '@tanstack/react-query';

if (typeof window !== 'undefined') {
  // The browser's query client, one for the page's life.
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A list changes only with a revision, which reloads the page: never refetch on focus.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
  client.mount();
  registerQueryRuntime({ client, useQuery, useInfiniteQuery });
}
