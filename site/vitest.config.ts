import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages resolve to their TypeScript source ('source' export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'site',
    // Files share their worker's modules instead of importing React, the app and happy-dom
    // again each (with domain and bff: 88 CPU-s and 47.6 s alone before, 34 CPU-s and 20.9 s
    // after). A test that needs a module's state fresh imports it after vi.resetModules()
    // (pix-code.test.ts); testing/site/setup.ts cleans the DOM after each test.
    isolate: false,
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../testing/site/setup.ts'],
    // As in the other unit projects (testing/README.md, 'Time'): a test that loads code on
    // demand waits for Vite to transform it the first time, which took over 5 s under npm
    // test's load (the PIX encoder's library, editor-start.test.ts).
    testTimeout: 30_000,
  },
});
