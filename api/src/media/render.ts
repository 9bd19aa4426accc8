import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANIMATION_FRAMES } from '@arte-gospel/domain';
import sharp from 'sharp';
import {
  type ArtRenderRow,
  artRowSvg,
  artSizeOf,
  renderRgba,
  renderSharp,
  rgbaInput,
} from '../render/render-art';
import { avatarSvg } from './compose';

// The media of an art, drawn by the domain's templates through resvg: a web-size still
// (webp), the looping animated webp of an animated story, the short H.264 MP4 of a video.

/** Width of the web stills (the size's own ratio kept). */
export const WEB_WIDTH = 720;
/** Width of the animated webp (smaller: every frame is a full image). */
export const ANIMATED_WIDTH = 540;
/** Frames per second of the animations (ANIMATION_FRAMES frames: a 2 s loop). */
export const ANIMATION_FPS = 12;
/** The MP4 plays the loop this many times (4 s). */
export const VIDEO_LOOPS = 2;

const WEBP = { quality: 82, effort: 2 } as const;

/** Never wider than the art itself (the fan-page cover is 820 px). */
function widthFor(row: ArtRenderRow, width: number): number {
  return Math.min(width, artSizeOf(row).width);
}

export async function renderArtWebp(row: ArtRenderRow, width = WEB_WIDTH): Promise<Buffer> {
  return (await renderSharp(artRowSvg(row), widthFor(row, width))).webp(WEBP).toBuffer();
}

export interface FrameOptions {
  /**
   * Awaited before each frame: the routes pass a wait for the stills queue, so the dozens
   * of frames of an animation never hold back the stills a page is waiting for.
   */
  beforeFrame?: () => Promise<void>;
}

/**
 * The animation's frames, stacked in one buffer (sharp's 'toilet roll' of pages), each
 * copied in as it is drawn (no single large copy holding the event loop).
 */
async function frames(
  row: ArtRenderRow,
  width: number,
  options: FrameOptions = {},
): Promise<{ data: Buffer; width: number; pageHeight: number; count: number }> {
  let roll: Buffer | undefined;
  let frameWidth = 0;
  let pageHeight = 0;
  // One after the other: resvg runs off the main thread, and two cores are shared.
  for (let frame = 0; frame < ANIMATION_FRAMES; frame++) {
    await options.beforeFrame?.();
    const image = await renderRgba(artRowSvg(row, frame), widthFor(row, width));
    if (!roll) {
      frameWidth = image.width;
      pageHeight = image.height;
      roll = Buffer.allocUnsafe(image.data.byteLength * ANIMATION_FRAMES);
    }
    image.data.copy(roll, frame * image.data.byteLength);
  }
  return { data: roll ?? Buffer.alloc(0), width: frameWidth, pageHeight, count: ANIMATION_FRAMES };
}

export async function renderArtAnimatedWebp(
  row: ArtRenderRow,
  options: FrameOptions = {},
): Promise<Buffer> {
  const roll = await frames(row, ANIMATED_WIDTH, options);
  const delay = Math.round(1000 / ANIMATION_FPS);
  return sharp(
    roll.data,
    rgbaInput({ width: roll.width, height: roll.pageHeight * roll.count }, roll.pageHeight),
  )
    .webp({
      quality: 72,
      effort: 2,
      loop: 0,
      delay: Array.from({ length: roll.count }, () => delay),
    })
    .toBuffer();
}

let ffmpegPath: string | undefined;
function ffmpeg(): string {
  ffmpegPath ??= (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path;
  return ffmpegPath;
}

/** An H.264 MP4 (yuv420p, faststart) of the art's animation, ≤ WEB_WIDTH wide. */
export async function renderArtMp4(row: ArtRenderRow, options: FrameOptions = {}): Promise<Buffer> {
  const roll = await frames(row, WEB_WIDTH, options);
  const frameBytes = roll.width * roll.pageHeight * 4;
  const dir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-video-'));
  const out = path.join(dir, 'video.mp4');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        ffmpeg(),
        [
          '-hide_banner',
          '-loglevel',
          'error',
          // Raw RGBA frames (opaque arts: premultiplied is the same as straight alpha).
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgba',
          '-s',
          `${roll.width}x${roll.pageHeight}`,
          '-framerate',
          String(ANIMATION_FPS),
          '-i',
          '-',
          '-vf',
          'scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p',
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '25',
          '-r',
          '24',
          '-an',
          '-movflags',
          '+faststart',
          '-y',
          out,
        ],
        { stdio: ['pipe', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr.on('data', (chunk) => {
        errors = (errors + String(chunk)).slice(-2000);
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors}`)),
      );
      child.stdin.on('error', reject);
      (async () => {
        for (let loop = 0; loop < VIDEO_LOOPS; loop++) {
          for (let frame = 0; frame < roll.count; frame++) {
            const pixels = roll.data.subarray(frame * frameBytes, (frame + 1) * frameBytes);
            if (!child.stdin.write(pixels)) {
              await new Promise((r) => child.stdin.once('drain', r));
            }
          }
        }
        child.stdin.end();
      })().catch(reject);
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function renderAvatarWebp(name: string): Promise<Buffer> {
  return (await renderSharp(avatarSvg(name))).webp(WEBP).toBuffer();
}
