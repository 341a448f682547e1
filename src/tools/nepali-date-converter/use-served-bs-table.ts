import { useEffect, useSyncExternalStore } from 'react';
import { trpc } from '../../lib/trpc-react.tsx';
import {
  bsTableVersion,
  installBsTable,
  subscribeToBsTable,
} from '../../../shared/calendar/bs-calendar.ts';

/**
 * Uses the BS table the server serves (a self-hoster's newer one, BS_CALENDAR_FILE) once it
 * arrives. Until then, or when the server cannot be reached, the bundled table stays. Returns a
 * number that changes when the table changed, so the screen recomputes what it shows.
 */
export function useServedBsTable(): number {
  const query = trpc.calendar.bsTable.useQuery();
  useEffect(() => {
    const table = query.data?.table;
    if (!table) return;
    try {
      installBsTable(table);
    } catch {
      // The server checked the table at start; should it still fail here, the bundled one stays.
    }
  }, [query.data]);
  return useSyncExternalStore(subscribeToBsTable, bsTableVersion, bsTableVersion);
}
