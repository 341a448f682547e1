import { z } from 'zod';

/**
 * In the browser, Zod's parsers run without compiled fast paths: Zod otherwise probes
 * `new Function` once, which the site's CSP (no 'unsafe-eval') blocks and reports as a violation
 * (Lighthouse best practices). The browser validates little; the server keeps the compiled paths.
 * Imported first by every shared module that defines schemas, as Zod reads it when they are made.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
