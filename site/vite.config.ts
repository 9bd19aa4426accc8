import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies made at build time; the BFF picks one by Accept-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 512,
      skipIfLargerOrEqual: true,
    }),
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
    // dist/.vite/manifest.json: the prerender script links a route-split page's CSS and code.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': process.env.UPSTREAM_URL ?? 'http://127.0.0.1:3000',
      '/media': process.env.UPSTREAM_URL ?? 'http://127.0.0.1:3000',
    },
  },
});
