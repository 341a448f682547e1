import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secret parameters (a PDF's password) between the request and the worker. The job row is the
 * only way a job reaches its worker, which may be another process or machine (the queue carries
 * only the job's id), so a secret travels in the row, but sealed: AES-256-GCM under a key derived
 * from the server's secret (COOKIE_SECRET, which every process of a deployment shares), bound to
 * the job's id. The sealed value is removed from the row as soon as the job ends, however it
 * ends. Neither the clear value nor the sealed one is ever logged or shown by the API.
 */

/** The key of `parameters` under which a job row keeps its sealed secrets. */
export const SEALED_PARAMETERS = '$sealed';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealing key, derived once from the server's secret. */
export function secretParametersKey(serverSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', serverSecret, 'everyday-tools', 'job secret parameters', 32),
  );
}

/**
 * The parameters as the job row keeps them: the secret ones taken out and sealed together
 * under SEALED_PARAMETERS (nothing changes for a type without secrets).
 */
export function sealSecrets(
  parameters: Record<string, unknown>,
  secretNames: readonly string[] | undefined,
  key: Buffer,
  jobId: string,
): Record<string, unknown> {
  if (!secretNames?.length) return parameters;
  const kept: Record<string, unknown> = {};
  const secrets: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parameters)) {
    if (secretNames.includes(name)) secrets[name] = value;
    else kept[name] = value;
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(jobId));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  kept[SEALED_PARAMETERS] = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return kept;
}

/**
 * The parameters a processor receives: the row's, with its sealed secrets opened. Throws when
 * they were sealed under another key (processes that do not share COOKIE_SECRET).
 */
export function openSecrets(
  stored: Record<string, unknown>,
  key: Buffer,
  jobId: string,
): Record<string, unknown> {
  const sealed = stored[SEALED_PARAMETERS];
  const parameters = withoutSealed(stored);
  if (typeof sealed !== 'string') return parameters;
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(jobId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const clear = Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
  return { ...parameters, ...(JSON.parse(clear) as Record<string, unknown>) };
}

/** Whether a row's parameters still hold sealed secrets. */
export function hasSealed(stored: Record<string, unknown>): boolean {
  return Object.hasOwn(stored, SEALED_PARAMETERS);
}

/** The row's parameters without their sealed secrets. */
export function withoutSealed(stored: Record<string, unknown>): Record<string, unknown> {
  const { [SEALED_PARAMETERS]: _sealed, ...rest } = stored;
  return rest;
}
