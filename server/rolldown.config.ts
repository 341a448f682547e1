import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'rolldown';

/**
 * Bundles the server for production (`npm run build`): Node then loads a few files instead of a
 * few thousand, which cuts the start from about a second to about 0.3 s. The worker thread's entry
 * and the worker process's entry are entries of their own (each processor becomes a chunk of its
 * own through the typed map in server/processing/load-processor.ts), and the migrations and a
 * package.json are written beside them, so dist-server runs without the source tree
 * (server/locations.ts finds them). Packages that load native addons or files next to themselves
 * at run time stay outside.
 */

/** Writes what the bundle reads at run time: the SQL migrations (both dialects) and its version. */
function runtimeFiles(): Plugin {
  return {
    name: 'toolbox-runtime-files',
    generateBundle() {
      const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
      this.emitFile({
        type: 'asset',
        fileName: 'package.json',
        source: `${JSON.stringify({ name: 'toolbox-server', version, type: 'module', private: true }, null, 2)}\n`,
      });
      const walk = (folder: string, prefix: string) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
          else
            this.emitFile({
              type: 'asset',
              fileName: `${prefix}${entry.name}`,
              source: readFileSync(path),
            });
        }
      };
      walk('db/migrations', 'migrations/');
      walk('db/migrations-pg', 'migrations-pg/');
    },
  };
}

export default defineConfig({
  input: {
    main: 'server/main.ts',
    worker: 'server/workers/worker.ts',
    'worker-process': 'server/workers/isolation/child-entry.ts',
  },
  platform: 'node',
  plugins: [runtimeFiles()],
  external: [
    /^node:/,
    'better-sqlite3',
    'sharp',
    /^@img\//,
    /^@napi-rs\//,
    'piscina',
    /^pdfjs-dist/,
    'mupdf',
    /^@imgly\//,
    /^onnxruntime/,
    /^@ffmpeg-installer\//,
    /^@aws-sdk\//,
    // pdfkit (under pdfmake) reads its font metrics from a folder beside its own code.
    /^pdfmake/,
    /^pdfkit/,
  ],
  output: {
    dir: 'dist-server',
    format: 'esm',
    entryFileNames: '[name].mjs',
    chunkFileNames: '[name]-[hash].mjs',
    sourcemap: false,
  },
});
