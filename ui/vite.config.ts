import { builtinModules } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build of the design system: ESM entries (the root and ./theme), one CSS file (every .css.ts compiled
// at build time), every bare import (React, Ark UI, vanilla-extract runtime, …) left to the
// consumer's bundler. Types come from TypeScript 5.9's `tsc -p tsconfig.build.json` (the
// package's build script; ui/README.md says why not 7).
const isBare = (id: string) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      // The components, and `./theme` for consumers' own stylesheets.
      entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'style',
    },
    rollupOptions: {
      external: (id) => isBare(id) || builtinModules.includes(id),
    },
  },
});
