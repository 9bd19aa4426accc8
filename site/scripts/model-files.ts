// The background remover's person model (issue 20): MediaPipe's selfie segmentation, its wasm
// runtime and graph, copied at build from node_modules into /modelos/<package>-<version>/ (a
// versioned folder, so the BFF serves it as immutable) with /modelos/manifest.json naming
// each file's URL and size (the page's progress bar). Nothing is fetched from anywhere else:
// the files come from the npm tarball installed by `npm install`. The dev server serves the
// same paths from node_modules.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

/**
 * The compressed copies of the two wasm runtimes, made here instead of by the build's
 * compression plugin (vite.config.ts leaves them out: WASM_RUNTIMES). They are started with
 * the build, on zlib's own threads, so the bundling runs beside them: the SIMD runtime's
 * brotli copy alone takes about 14 s of CPU, which the plugin (one file at a time, after
 * the bundling) added to every build. The runtime for browsers without WebAssembly SIMD
 * (Safari before 16.4; current browsers load the SIMD one) is gzipped only: its brotli copy
 * cost 21 s of CPU for 1.25 MB instead of 1.74 MB. Same settings as the plugin's (brotli
 * at its highest quality, gzip level 9): the same bytes as before.
 */
const RUNTIME_COPIES: Readonly<Record<string, readonly ('br' | 'gz')[]>> = {
  'selfie_segmentation_solution_simd_wasm_bin.wasm': ['br', 'gz'],
  'selfie_segmentation_solution_wasm_bin.wasm': ['gz'],
};
/** The runtimes by file name, for the compression plugin to leave out. */
export const WASM_RUNTIMES = Object.keys(RUNTIME_COPIES).map(
  (name) => new RegExp(`/${name.replaceAll('.', '\\.')}$`),
);

const COMPRESS = {
  br: (source: Buffer) =>
    promisify(brotliCompress)(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  gz: (source: Buffer) => promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
};

interface Copy {
  fileName: string;
  source: Buffer;
}

/** Starts the runtimes' compressed copies; resolves with them (file name and bytes). */
function runtimeCopies(model: ModelFiles): Promise<Copy[]> {
  return Promise.all(
    model.files.flatMap(({ name, source }) => {
      const encodings = RUNTIME_COPIES[name];
      if (!encodings) return [];
      const bytes = readFileSync(source); // once for both of its copies
      return encodings.map(async (encoding) => ({
        fileName: `${model.base.slice(1)}${name}.${encoding}`,
        source: await COMPRESS[encoding](bytes),
      }));
    }),
  );
}
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
      return { name, source, bytes: statSync(source).size };
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

/**
 * The runtimes' compressed copies: started at the build's start, emitted after every other
 * plugin's generateBundle (the compression plugin's included), so they are made beside the
 * bundling and the other files' copies, not after them.
 */
function runtimeCopiesPlugin(model: () => ModelFiles): Plugin {
  let copies: Promise<Copy[]> | undefined;
  return {
    name: 'arte-gospel-model-runtime-copies',
    apply: 'build',
    buildStart() {
      copies = runtimeCopies(model());
    },
    generateBundle: {
      order: 'post',
      async handler() {
        for (const copy of (await copies) ?? []) this.emitFile({ type: 'asset', ...copy });
      },
    },
  };
}

/** The model files in the build (with their runtimes' compressed copies) and the dev server. */
export function modelFilesPlugin(): Plugin[] {
  let found: ModelFiles | undefined;
  const model = () => {
    found ??= modelFiles();
    return found;
  };
  return [modelFilesOnly(model), runtimeCopiesPlugin(model)];
}

function modelFilesOnly(model: () => ModelFiles): Plugin {
  return {
    name: 'arte-gospel-model-files',
    generateBundle() {
      const { base, files } = model();
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${file.name}`,
          source: readFileSync(file.source),
        });
      }
      // The package's licence (Apache-2.0) travels with the files (THIRD_PARTY_NOTICES.md).
      this.emitFile({
        type: 'asset',
        fileName: `${base.slice(1)}LICENSE.txt`,
        source: readFileSync(LICENCE_FILE),
      });
      this.emitFile({
        type: 'asset',
        fileName: MODEL_MANIFEST_PATH.slice(1),
        source: JSON.stringify(modelManifest(model())),
      });
    },
    configureServer(server) {
      const { base, files } = model();
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url === MODEL_MANIFEST_PATH) {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(modelManifest(model())));
          return;
        }
        const file = files.find(({ name }) => url === `${base}${name}`);
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
