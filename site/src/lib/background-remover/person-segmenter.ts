// The person mode of the background remover: MediaPipe's selfie segmentation (Apache-2.0,
// @mediapipe/selfie_segmentation), served by our BFF under /modelos/ (site/scripts/
// model-files.ts). The model and its wasm are fetched once with progress (they are then in
// the HTTP cache, immutable, when the runtime asks for them), the runtime's script is added
// to the page, and one segmenter is kept for the page's life.
import { BackgroundRemovalError, REMOVAL_MESSAGES, type RemovalProgress } from './errors';

const MANIFEST_URL = '/modelos/manifest.json';

interface Manifest {
  files: Record<string, { url: string; bytes: number }>;
}

/** What the solution script (selfie_segmentation.js) puts on window. */
interface SegmentationResults {
  segmentationMask: CanvasImageSource;
}
interface SelfieSegmentationInstance {
  setOptions(options: { modelSelection?: number; selfieMode?: boolean }): void;
  onResults(listener: (results: SegmentationResults) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLCanvasElement }): Promise<void>;
}
type SelfieSegmentationClass = new (config: {
  locateFile: (file: string) => string;
}) => SelfieSegmentationInstance;

let segmenter: Promise<Segmenter> | undefined;

interface Segmenter {
  instance: SelfieSegmentationInstance;
  /** The composite of the last send, drawn while its mask is valid. */
  draw: ((mask: CanvasImageSource) => void) | undefined;
}

async function readManifest(): Promise<Manifest> {
  const response = await fetch(MANIFEST_URL);
  if (!response.ok) throw new Error(`manifest ${response.status}`);
  return (await response.json()) as Manifest;
}

/** Does this browser run WebAssembly SIMD (the faster build)? A tiny module's validation. */
function supportsSimd(): boolean {
  try {
    return WebAssembly.validate(
      new Uint8Array([
        0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0,
        253, 15, 253, 98, 11,
      ]),
    );
  } catch {
    return false;
  }
}

/** Fetches the files in full, reporting the share of their bytes arrived. */
async function prefetch(
  files: { url: string; bytes: number }[],
  onLoaded: (loaded: number) => void,
): Promise<void> {
  const total = files.reduce((sum, file) => sum + file.bytes, 0) || 1;
  let received = 0;
  for (const file of files) {
    const response = await fetch(file.url);
    if (!response.ok || !response.body) throw new Error(`${file.url} ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      onLoaded(Math.min(1, received / total));
    }
  }
  onLoaded(1);
}

function addScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`script ${url}`));
    document.head.append(script);
  });
}

/** The manifest and the files, fetched; any failure is a download failure (pt-BR). */
async function download(onProgress?: (progress: RemovalProgress) => void): Promise<Manifest> {
  try {
    const manifest = await readManifest();
    await prefetch(neededFiles(manifest), (loaded) => onProgress?.({ stage: 'model', loaded }));
    return manifest;
  } catch (error) {
    console.error('background remover: model download failed', error);
    throw new BackgroundRemovalError(REMOVAL_MESSAGES.model);
  }
}

function neededFiles(manifest: Manifest): { url: string; bytes: number }[] {
  const simd = supportsSimd();
  const runtime = simd
    ? 'selfie_segmentation_solution_simd_wasm_bin'
    : 'selfie_segmentation_solution_wasm_bin';
  const needed = [
    `${runtime}.wasm`,
    'selfie_segmentation.tflite',
    `${runtime}.js`,
    'selfie_segmentation.binarypb',
    'selfie_segmentation.js',
  ];
  return needed.map((name) => {
    const file = manifest.files[name];
    if (!file) throw new Error(`manifest lacks ${name}`);
    return file;
  });
}

async function load(onProgress?: (progress: RemovalProgress) => void): Promise<Segmenter> {
  onProgress?.({ stage: 'model', loaded: 0 });
  const manifest = await download(onProgress);
  const solution = manifest.files['selfie_segmentation.js'];
  if (!solution) throw new Error('manifest lacks selfie_segmentation.js');
  await addScript(solution.url);
  const SelfieSegmentation = (window as unknown as { SelfieSegmentation?: SelfieSegmentationClass })
    .SelfieSegmentation;
  if (!SelfieSegmentation) throw new Error('SelfieSegmentation missing');
  const instance = new SelfieSegmentation({
    locateFile: (name) => {
      const file = manifest.files[name];
      if (!file) throw new Error(`unknown model file ${name}`);
      return file.url;
    },
  });
  instance.setOptions({ modelSelection: 0, selfieMode: false });
  const loaded: Segmenter = { instance, draw: undefined };
  instance.onResults((results) => loaded.draw?.(results.segmentationMask));
  await instance.initialize();
  return loaded;
}

/** The one segmenter of the page, loaded on first use; a failed load is tried again. */
function getSegmenter(onProgress?: (progress: RemovalProgress) => void): Promise<Segmenter> {
  if (!segmenter) {
    segmenter = load(onProgress).catch((error: unknown) => {
      segmenter = undefined;
      if (error instanceof BackgroundRemovalError) throw error;
      // Downloaded, but the runtime did not start (no WebGL, an old browser).
      console.error('background remover: model start failed', error);
      throw new BackgroundRemovalError(REMOVAL_MESSAGES.engine);
    });
  } else {
    onProgress?.({ stage: 'model', loaded: 1 });
  }
  return segmenter;
}

/**
 * A canvas of the image's size whose pixels are the image's, with the person's confidence
 * as alpha (the mask scaled to the image, 'source-in').
 */
export async function personMask(
  image: HTMLCanvasElement,
  onProgress?: (progress: RemovalProgress) => void,
): Promise<HTMLCanvasElement> {
  const loaded = await getSegmenter(onProgress);
  onProgress?.({ stage: 'processing' });
  const out = document.createElement('canvas');
  out.width = image.width;
  out.height = image.height;
  const context = out.getContext('2d');
  if (!context) throw new BackgroundRemovalError(REMOVAL_MESSAGES.generic);
  let drawn = false;
  loaded.draw = (mask) => {
    context.clearRect(0, 0, out.width, out.height);
    context.drawImage(mask, 0, 0, out.width, out.height);
    context.globalCompositeOperation = 'source-in';
    context.drawImage(image, 0, 0);
    context.globalCompositeOperation = 'source-over';
    drawn = true;
  };
  try {
    await loaded.instance.send({ image });
  } finally {
    loaded.draw = undefined;
  }
  if (!drawn) throw new BackgroundRemovalError(REMOVAL_MESSAGES.generic);
  return out;
}
