/**
 * The adapter for TanStack Query (server data: one cache, parallel calls, abort on leave, refresh after writes).
 * Its own file so a page that shows no server data (the login page) carries none of it.
 */
export {
  QueryClientProvider,
  useQuery,
  useQueries,
  useMutation,
  useQueryClient,
  useIsFetching,
  keepPreviousData,
} from '@tanstack/react-query';
export type { QueryClient, UseQueryResult, UseMutationResult } from '@tanstack/react-query';
