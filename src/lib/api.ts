import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCLink,
} from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router.ts';

/** Every request sends credentials (docs/product.md#http-errors): the anonymous visitor cookie. */
export function apiLinks(): TRPCLink<AppRouter>[] {
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({
        url: '/api/trpc',
        eventSourceOptions: { withCredentials: true },
      }),
      false: httpBatchLink({
        url: '/api/trpc',
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    }),
  ];
}

/**
 * The typed client without React Query: used where the page must stay light (the home page) and
 * for fire-and-forget calls (usage counts). Screens use the hooks of `trpc-react.tsx`.
 */
export const api = createTRPCClient<AppRouter>({ links: apiLinks() });
