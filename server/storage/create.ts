import type { AppConfig } from '../config.ts';
import { LocalStorage } from './local.ts';
import type { FileStorage } from './storage.ts';

/** The storage the configuration chooses (STORAGE=local or s3). */
export async function createStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.kind === 's3') {
    const { S3Storage } = await import('./s3.ts');
    const storage = new S3Storage(config.storage, config.dataDir, config.jobs.retentionMs);
    await storage.init();
    return storage;
  }
  const storage = new LocalStorage(config.dataDir, config.jobs.retentionMs);
  await storage.init();
  return storage;
}
