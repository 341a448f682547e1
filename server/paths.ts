import { fileURLToPath } from 'node:url';

/**
 * The project's root folder. This file runs from `server/` in development and tests, and bundled
 * into `dist-server/` in production: both sit one level below the root.
 */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
