import sharp from 'sharp';
import { type ArtImageInput, artSvg, avatarSvg, GIF_SIZE } from './compose';

// SVG → image with sharp. Stills are webp; animated stories are 3-frame looping GIFs.

const WEBP = { quality: 82, effort: 2 } as const;
const GIF_FRAMES = 3;
const GIF_FRAME_DELAY_MS = 700;

export function renderArtWebp(input: ArtImageInput): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(input)))
    .webp(WEBP)
    .toBuffer();
}

export async function renderArtGif(input: Omit<ArtImageInput, 'size' | 'frame'>): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: GIF_FRAMES }, (_, frame) =>
      sharp(Buffer.from(artSvg({ ...input, size: GIF_SIZE, frame })))
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: frames.map(() => GIF_FRAME_DELAY_MS), loop: 0, colours: 64, effort: 3 })
    .toBuffer();
}

export function renderAvatarWebp(name: string): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(name)))
    .webp(WEBP)
    .toBuffer();
}
