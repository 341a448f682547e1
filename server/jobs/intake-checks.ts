import type { StoredFile } from '../../db/schema.ts';
import { slotOfField, type JobTypeDefinition } from '../../shared/jobs/job-types.ts';
import type { Budgets } from '../../shared/jobs/budgets.ts';
import type { FileStorage, LocalCopy } from '../storage/storage.ts';
import { checkBudgets, type BudgetCheckOptions } from './budgets/index.ts';
import { HEAD_TYPES, judgeableHead } from './intake-heads.ts';
import { checkContentTypes, type IncomingFile } from './inputs.ts';

/**
 * A new job's files checked: their real content type, then the budgets. Both read each file on
 * disk; with S3 storage a local copy is a download, so the two checks share one copy: the file
 * this process sent to the store when it still has it (a form's file), else only the file's
 * first MiB when that says all the checks need (see intake-heads.ts), else the whole file.
 */
export async function checkIncomingFiles(
  storage: Pick<FileStorage, 'kind' | 'openLocal' | 'read' | 'createScratch'>,
  definition: JobTypeDefinition,
  incoming: readonly IncomingFile[],
  parameters: unknown,
  budgets: Budgets,
  options: BudgetCheckOptions,
): Promise<StoredFile[]> {
  const copies = sharedLocalCopies(storage);
  try {
    // Only where a PNG or JPEG could be accepted: any other file is read whole anyway.
    const takesPhotos = (file: IncomingFile) =>
      slotOfField(definition, file.field)?.kind.detected.some((type) => HEAD_TYPES.has(type));
    for (const file of incoming) if (file.local) copies.preload(file.key, file.local);
    const heads = await Promise.all(
      incoming.map((file) =>
        !file.local && takesPhotos(file)
          ? judgeableHead(storage, file).catch(() => undefined)
          : undefined,
      ),
    );
    heads.forEach((head, index) => {
      if (head) copies.preload((incoming[index] as IncomingFile).key, head);
    });
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
    /** Serves this copy for `key` from now on (and removes it with the rest). */
    preload(key: string, copy: LocalCopy): void {
      copies.set(key, Promise.resolve(copy));
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
