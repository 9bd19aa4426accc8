// The background remover's person model (issue 20): MediaPipe's selfie segmentation, its wasm
// runtime and graph, copied at build from node_modules into /modelos/<package>-<version>/ (a
// versioned folder, so the BFF serves it as immutable) with /modelos/manifest.json naming
// each file's URL and size (the page's progress bar). Nothing is fetched from anywhere else:
// the files come from the npm tarball installed by `npm install`. The dev server serves the
// same paths from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PACKAGE = '@mediapipe/selfie_segmentation';

/** The files the legacy solution loads (modelSelection 0: the general 256×256 model). */
export const MODEL_FILE_NAMES = [
  'selfie_segmentation.js',
  'selfie_segmentation.binarypb',
  'selfie_segmentation.tflite',
  'selfie_segmentation_solution_simd_wasm_bin.js',
  'selfie_segmentation_solution_simd_wasm_bin.wasm',
  'selfie_segmentation_solution_simd_wasm_bin.data',
  'selfie_segmentation_solution_wasm_bin.js',
  'selfie_segmentation_solution_wasm_bin.wasm',
] as const;

export const MODEL_MANIFEST_PATH = '/modelos/manifest.json';
const LICENCE_FILE = fileURLToPath(new URL('../../licenses/Apache-2.0.txt', import.meta.url));

interface ModelFiles {
  /** URL folder, e.g. /modelos/selfie-segmentation-0.1.1675465747/ */
  base: string;
  files: { name: string; source: string; bytes: number }[];
}

function modelFiles(): ModelFiles {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve(`${PACKAGE}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const base = `/modelos/selfie-segmentation-${version}/`;
  return {
    base,
    files: MODEL_FILE_NAMES.map((name) => {
      const source = path.join(packageDir, name);
      return { name, source, bytes: readFileSync(source).byteLength };
    }),
  };
}

/** The manifest the site's background remover reads: file name → URL and size in bytes. */
export function modelManifest(model: ModelFiles) {
  return {
    files: Object.fromEntries(
      model.files.map(({ name, bytes }) => [name, { url: `${model.base}${name}`, bytes }]),
    ),
  };
}

export function modelFilesPlugin(): Plugin {
  return {
    name: 'arte-gospel-model-files',
    generateBundle() {
      const model = modelFiles();
      for (const file of model.files) {
        this.emitFile({
          type: 'asset',
          fileName: `${model.base.slice(1)}${file.name}`,
          source: readFileSync(file.source),
        });
      }
      // The package's licence (Apache-2.0) travels with the files (THIRD_PARTY_NOTICES.md).
      this.emitFile({
        type: 'asset',
        fileName: `${model.base.slice(1)}LICENSE.txt`,
        source: readFileSync(LICENCE_FILE),
      });
      this.emitFile({
        type: 'asset',
        fileName: MODEL_MANIFEST_PATH.slice(1),
        source: JSON.stringify(modelManifest(model)),
      });
    },
    configureServer(server) {
      const model = modelFiles();
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url === MODEL_MANIFEST_PATH) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(modelManifest(model)));
          return;
        }
        const file = model.files.find(({ name }) => url === `${model.base}${name}`);
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          file.name.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        res.end(readFileSync(file.source));
      });
    },
  };
}
