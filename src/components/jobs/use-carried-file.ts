import { useEffect, useEffectEvent, useState } from 'react';
import {
  carriedJobId,
  carriedTaken,
  claimCarried,
  loadCarried,
} from '../../lib/jobs/carried-file.ts';
import type { InputSlot } from '../../../shared/jobs/job-types.ts';

/**
 * Takes the result a "Continue with" link carried (`?from=<job id>`) as this picker's file, as if
 * the visitor had chosen it: `take` gets it, or `gone` the message that it is no longer there.
 * Answers whether it is still being fetched.
 */
export function useCarriedFile(
  slot: InputSlot,
  take: (file: File) => void,
  gone: (message: string) => void,
): boolean {
  const [loading, setLoading] = useState(() => {
    const id = carriedJobId();
    return id !== undefined && !carriedTaken(id);
  });
  const kind = slot.kind;
  const onTake = useEffectEvent(take);
  const onGone = useEffectEvent(gone);
  useEffect(() => {
    const id = carriedJobId();
    if (!id || carriedTaken(id)) return;
    let cancelled = false;
    void loadCarried(id).then((result) => {
      if (cancelled) return;
      setLoading(false);
      if (result.status === 'ready' && !kind.detected.includes(result.file.type)) return;
      if (!claimCarried(id)) return;
      if (result.status === 'ready') onTake(result.file);
      else onGone(result.message);
    });
    return () => {
      cancelled = true;
    };
  }, [kind]);
  return loading;
}
