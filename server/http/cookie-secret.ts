import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECRET_FILE = 'cookie-secret';

/**
 * The secret visitor cookies are signed with: the COOKIE_SECRET setting, else one made at the
 * first start and kept in the data folder, so cookies stay valid across restarts. Several web
 * processes must share it: set COOKIE_SECRET for them.
 */
export async function cookieSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const made = randomBytes(32).toString('base64url');
  await writeFile(file, made, { mode: 0o600 });
  return made;
}
