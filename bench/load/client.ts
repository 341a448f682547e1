import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { AppRouter } from '../../server/trpc/router.ts';
import type { JobView } from '../../shared/jobs/view.ts';

/**
 * The web client's typed face, as the browser uses it: one request per call (no batching, so
 * each visitor's call is its own request) and jobs.onUpdate over Server-Sent Events.
 */
export function typedClient(baseUrl: string) {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: `${baseUrl}/api/trpc`, EventSource }),
        false: httpLink({ url: `${baseUrl}/api/trpc` }),
      }),
    ],
  });
}

export type TypedClient = ReturnType<typeof typedClient>;

/** How one follower of a job (a visitor or a watcher) heard its end. */
export interface Followed {
  /** It heard the job waiting or running first: its end came as news, not as the first read. */
  heardBefore: boolean;
  /** When the end arrived here (Date.now()). */
  endHeardAt: number;
  status: string;
}

/** Follows a job over SSE until it ends (or `timeoutMs` passes: an error). */
export function followJob(
  client: TypedClient,
  id: string,
  timeoutMs: number,
  onOpen?: () => void,
): Promise<Followed> {
  return new Promise((resolve, reject) => {
    let heardBefore = false;
    let opened = false;
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`job ${id}: no end heard within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const subscription = client.jobs.onUpdate.subscribe(
      { id },
      {
        onData: ({ data }) => {
          if (!opened) {
            opened = true;
            onOpen?.();
          }
          if (data.status !== 'completed' && data.status !== 'failed') {
            heardBefore = true;
            return;
          }
          clearTimeout(timer);
          subscription.unsubscribe();
          resolve({ heardBefore, endHeardAt: Date.now(), status: data.status });
        },
        onError: (error) => {
          clearTimeout(timer);
          subscription.unsubscribe();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}

/** GET /api/jobs/{id}, timed; a status other than 200 is an error. */
export async function timedStatus(
  baseUrl: string,
  id: string,
): Promise<{ ms: number; view: JobView }> {
  const began = performance.now();
  const response = await fetch(`${baseUrl}/api/jobs/${id}`);
  const text = await response.text();
  const ms = performance.now() - began;
  if (response.status !== 200) {
    throw new Error(`GET /api/jobs/:id answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return { ms, view: JSON.parse(text) as JobView };
}
