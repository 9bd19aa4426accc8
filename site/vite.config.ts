import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { parseServerEnv } from '../domain/src/config/env.ts';
import { entryChunks, HEADER_WIDGETS } from './scripts/entry-chunks.ts';
import { modelFilesPlugin, WASM_RUNTIMES } from './scripts/model-files.ts';

/** The chunks of the two pages' entries (scripts/entry-chunks.ts). */
const entries = entryChunks();

/** The model files and the compressed copies of the client build's output. */
function browserFiles() {
  return [
    // The background remover's model and wasm under /modelos/ (issue 20).
    modelFilesPlugin(),
    // Brotli and gzip copies made at build time; the BFF picks one by Accept-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      // The editor's template fonts (TTF, issue 20) shrink by about half too.
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|ttf|wasm)$/,
      // The model's wasm runtimes have their copies made by modelFilesPlugin, from the start.
      exclude: WASM_RUNTIMES,
      threshold: 512,
      skipIfLargerOrEqual: true,
    }),
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    entries.plugin,
    react(),
    vanillaExtractPlugin(),
    // What the browser is served: none of it in the server renderer's build (prerender.ts),
    // which the BFF imports and never sends (it made a second copy of the model files and
    // compressed them again: 14 s of CPU at every build).
    ...(isSsrBuild ? [] : browserFiles()),
  ],
  // Workspace packages resolve to their TypeScript source ('source' export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The vanilla-extract compiler evaluates .css.ts files in Vite's SSR environment: it must
  // read the same source, or the site's styles would use the theme variables of ui/dist
  // (other hashes than the theme class the page carries).
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // Every browser the site supports preloads modules itself (Safari since 17): no polyfill
    // script, which took one of a phone's six connections before the app's scripts.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the prerender script links a route-split page's CSS and code.
    manifest: true,
    // Two pages: index.html (the site) and editor.html (the editor alone, served for a visit
    // that starts on it: site/src/editor-main.tsx).
    // Few, larger chunks instead of a hundred small ones: a phone on a slow network pays a
    // round trip for each file (six at a time over HTTP/1.1), and the shared pieces of the
    // route-split pages were 1-3 KB each (issue 20, `npm run bench:editor`):
    // - what the pages' entries import statically is three chunks: the part both share, the
    //   site's and the editor's (scripts/entry-chunks.ts);
    // - the header's widgets (user menu, phone menu, the dialogs they open), which every page
    //   loads once drawn, are one chunk with what they import;
    // Each page's own code stays split by route.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        editor: fileURLToPath(new URL('editor.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            ...entries.groups,
            {
              name: 'shell',
              test: HEADER_WIDGETS,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  // The dev server proxies the API to UPSTREAM_URL (default: `npm run dev` on port 3000),
  // read through the one environment schema (imported by path: Vite bundles this file's
  // relative imports, not a workspace package's TypeScript); a build does not read it.
  server: command === 'serve' ? { proxy: devProxy() } : {},
}));

function devProxy() {
  const upstream = parseServerEnv(process.env).UPSTREAM_URL ?? 'http://127.0.0.1:3000';
  return { '/api': upstream, '/media': upstream };
}
