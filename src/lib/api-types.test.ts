import { describe, expect, expectTypeOf, it } from 'vitest';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router.ts';
import { api } from './api.ts';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The client's only knowledge of the server is the router's type: these lines are checked by
 * `npm run typecheck`, where a wrong input must be a compile error (each @ts-expect-error fails
 * the typecheck if the line below it compiles).
 */
function wrongCallsDoNotCompile() {
  // @ts-expect-error toolSlug must be a string
  void api.usage.track.mutate({ toolSlug: 42, kind: 'use' });
  // @ts-expect-error kind must be 'use' or 'conversion'
  void api.usage.track.mutate({ toolSlug: 'json-formatter', kind: 'view' });
  const badSubject = {
    firstName: 'a',
    lastName: 'b',
    email: 'c@d.e',
    subject: 'x',
    message: 'm',
  } as const;
  // @ts-expect-error the subject is one of the listed topics
  void api.contact.send.mutate(badSubject);
  // @ts-expect-error there is no such procedure
  void api.metrics.nothing.query();
}

describe('typed contracts', () => {
  it('infers inputs and outputs from the server router', () => {
    expectTypeOf<Inputs['usage']['track']>().toEqualTypeOf<{
      toolSlug: string;
      kind: 'use' | 'conversion';
    }>();
    expectTypeOf<Outputs['metrics']['dashboard']>().toEqualTypeOf<{
      toolsUsedToday: number;
      totalConversions: number;
      averageProcessingTime: number | null;
      activeUsers: number;
    }>();
    expect(typeof wrongCallsDoNotCompile).toBe('function');
  });
});
