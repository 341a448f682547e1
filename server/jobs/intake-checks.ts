import type { StoredFile } from '../../db/schema.ts';
import type { JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import type { Budgets } from '../../shared/jobs/budgets.ts';
import type { FileStorage, LocalCopy } from '../storage/storage.ts';
import { checkBudgets, type BudgetCheckOptions } from './budgets/index.ts';
import { checkContentTypes, type IncomingFile } from './inputs.ts';

/**
 * A new job's files checked: their real content type, then the budgets. Both read each file on
 * disk; with S3 storage a local copy is a whole download, so the two checks share one copy.
 */
export async function checkIncomingFiles(
  storage: Pick<FileStorage, 'openLocal'>,
  definition: JobTypeDefinition,
  incoming: readonly IncomingFile[],
  parameters: unknown,
  budgets: Budgets,
  options: BudgetCheckOptions,
): Promise<StoredFile[]> {
  const copies = sharedLocalCopies(storage);
  try {
    const files = await checkContentTypes(copies, definition, incoming);
    await checkBudgets(copies, definition, files, parameters, budgets, options);
    return files;
  } finally {
    await copies.releaseAll();
  }
}

/** Local copies fetched once each however often they are opened; `releaseAll` removes them. */
export function sharedLocalCopies(storage: Pick<FileStorage, 'openLocal'>) {
  const copies = new Map<string, Promise<LocalCopy>>();
  return {
    async openLocal(key: string): Promise<LocalCopy> {
      let copy = copies.get(key);
      if (!copy) {
        copy = storage.openLocal(key);
        copies.set(key, copy);
      }
      return { path: (await copy).path, release: async () => {} };
    },
    async releaseAll(): Promise<void> {
      const opened = [...copies.values()];
      copies.clear();
      await Promise.all(
        opened.map(async (copy) => {
          const local = await copy.catch(() => undefined);
          await local?.release().catch(() => {});
        }),
      );
    },
  };
}
