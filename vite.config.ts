import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { HEAD_PLACEHOLDER, renderHeadTags } from './shared/seo/head-tags.ts';
import { resolveRouteMeta } from './shared/seo/route-meta.ts';
import { sassWithoutEval } from './src/tools/scss-compiler/sass-without-eval.ts';

const DEV_SERVER_PORT = Number(process.env.DEV_API_PORT ?? 3001);

const scaledShape = process.env.TEST_SHAPE === 'scaled';
/** The multi-process tests of the scaled shape (their own project, below). */
const clusterTests = [
  'tests/integration/cluster.test.ts',
  'tests/integration/rolling-deploy.test.ts',
];
/** Stops and pauses the engines it is given: it runs alone, after everything else using them. */
const outagesTest = 'tests/integration/outages.test.ts';
/** Integration files that run the same in both shapes (see the integration project). */
const shapeIndependentFiles = [
  'tests/integration/documents.test.ts',
  'tests/integration/media-video.test.ts',
  'tests/integration/media-audio.test.ts',
  'tests/integration/safe-download.test.ts',
  'tests/integration/dist-server.test.ts',
  // The generator writes files into a copy of the tree and typechecks it: no server at all.
  'tests/integration/new-tool.test.ts',
];

/** In development, writes each route's head into index.html as the production server does. */
function devRouteHead(): Plugin {
  return {
    name: 'dev-route-head',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) =>
        html.replace(
          HEAD_PLACEHOLDER,
          renderHeadTags(
            resolveRouteMeta(context.originalUrl ?? context.path),
            'http://localhost:5173',
          ),
        ),
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    devRouteHead(),
    // Lets the SCSS compiler load under the site's CSP (no 'unsafe-eval').
    sassWithoutEval(),
    {
      ...compression({
        algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
        include: /\.(js|mjs|css|html|svg|json|wasm|txt)$/,
        exclude: /index\.html$/,
        threshold: 1024,
      }),
      // The server's first-paint renderer (src/entry-server.tsx) is read from disk, never sent.
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    },
  ],
  // The first-paint renderer carries its libraries, so dist-server runs without node_modules.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    manifest: true,
    modulePreload: {
      // Lazy imports add no script preloads at run time (their styles still load first): the
      // server names a page's modules in its head when the page starts empty, and on a page
      // already painted each added link costs the main thread about a millisecond, some fifty
      // of them in one task when a tool's route loads. A later route's modules are fetched when
      // the link is pointed at (the router's preload on intent).
      resolveDependencies: (_filename, dependencies) =>
        dependencies.filter((file) => file.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // React and the router in one chunk: every page needs both, and one file compresses
          // better than the several small ones automatic splitting makes of them.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store))[\\/]/,
            },
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${DEV_SERVER_PORT}`, changeOrigin: false },
      '/sitemap.xml': `http://127.0.0.1:${DEV_SERVER_PORT}`,
      '/robots.txt': `http://127.0.0.1:${DEV_SERVER_PORT}`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'db/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // These files start no test server: they call the media, document and download code
          // directly, or start the bundle with settings of their own, so nothing in them reads
          // the shape. The scaled shape's run would repeat them as they are; once is enough.
          // The multi-process tests of the scaled shape are a project of their own (below).
          exclude: [
            ...configDefaults.exclude,
            ...(scaledShape ? shapeIndependentFiles : []),
            ...clusterTests,
            outagesTest,
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, in both shapes.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Two web and two worker processes each (scaled shape only; npm run
          // test:scaled:integration runs them after the integration project): beside them, a
          // short-retention test once saw its job outlive its input.
          name: 'cluster',
          include: clusterTests,
          // One at a time: each starts four server processes on the same few cores.
          fileParallelism: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // PostgreSQL stopped and S3 paused under a web and a worker process (scaled shape only;
          // npm run test:scaled:integration runs it last, as nothing else may use the engines).
          name: 'outages',
          include: [outagesTest],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
