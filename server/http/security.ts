import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { THEME_SCRIPT } from '../../shared/seo/theme-script.ts';

const themeScriptHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/**
 * Security headers. The Content-Security-Policy names no third-party origin: every script, style,
 * font, image and model comes from the site itself. 'wasm-unsafe-eval' lets browser tools run
 * WebAssembly (hash-wasm); the one inline script (the theme, before first paint) is allowed by its
 * hash; inline style attributes are needed by Radix positioning and previews.
 */
export const securityPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", themeScriptHash],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security' },
);
