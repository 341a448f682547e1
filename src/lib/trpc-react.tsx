import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../server/trpc/router.ts';
import { apiLinks } from './api.ts';

/** Typed React Query hooks over the server's router; only the router's type crosses over. */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcError = TRPCClientErrorLike<AppRouter>;

/** docs/product.md#http-errors: results never go stale, no timed or focus refetch, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

// One cache and one client for the whole visit, shared by every page that uses the hooks.
const queryClient = createQueryClient();
const trpcClient = trpc.createClient({ links: apiLinks() });

/** The same cache outside React: a screen's preload fills it before the screen first renders. */
export const trpcUtils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });

/**
 * Provides the tRPC hooks. It wraps the pages that use them (tool screens, contact) rather than
 * the whole app, so the home page does not load React Query.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
