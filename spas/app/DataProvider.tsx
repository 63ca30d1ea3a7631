import { type ReactNode } from '../lib/react-deps.js';
import { QueryClientProvider } from '../lib/data-deps.js';
import { queryClient } from '../../shared/session/queryClient.js';

/** The one server-data cache (shared/session/queryClient.ts) for the React tree below. */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
