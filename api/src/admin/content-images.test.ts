import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_EMPTY_MESSAGE,
  CONTENT_IMAGE_SIZE_MESSAGE,
  CONTENT_IMAGE_TYPE_MESSAGE,
  makeContentImage,
} from './content-images';
import { SITE_ASSET_NAME, siteAssetKey } from './site-assets';

// The content pictures' checks (issue 19): by their bytes, shrunk to the kind's web size,
// upright, re-encoded to WebP without the phone's metadata.

const photo = (width: number, height: number, options: { orientation?: number } = {}) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();

describe('content pictures', () => {
  it('shrinks a phone photo to the kind’s side, as WebP, under a name of its own', async () => {
    const input = await photo(3000, 2000);
    const designer = await makeContentImage('designer', input);
    expect({ width: designer.width, height: designer.height }).toEqual({ width: 512, height: 341 });
    const stored = await sharp(designer.data).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 512, 341]);
    expect(designer.url).toMatch(/^\/media\/site\/designer-[0-9a-f]{16}\.webp$/);
    expect(SITE_ASSET_NAME.test(designer.url.slice('/media/site/'.length))).toBe(true);
    expect(siteAssetKey(designer.url)).toBe(designer.key);

    const cover = await makeContentImage('category', input);
    expect([cover.width, cover.height]).toEqual([1600, 1067]);
    // Two uploads of the same bytes never share a file.
    const again = await makeContentImage('designer', input);
    expect(again.key).not.toBe(designer.key);
  });

  it('never enlarges a small picture, turns a rotated photo upright and drops its metadata', async () => {
    const small = await makeContentImage('popup', await photo(300, 200));
    expect([small.width, small.height]).toEqual([300, 200]);
    // EXIF orientation 6: the camera held sideways; the stored picture is upright.
    const sideways = await makeContentImage(
      'testimonial',
      await photo(400, 200, { orientation: 6 }),
    );
    expect([sideways.width, sideways.height]).toEqual([128, 256]);
    const meta = await sharp(sideways.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses what is not a whole PNG, JPEG or WebP, with a reason in Portuguese', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const jpeg = await photo(800, 600);
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    for (const bytes of [gif, svg, truncated, Buffer.from('not an image')]) {
      await expect(makeContentImage('designer', bytes)).rejects.toThrow(CONTENT_IMAGE_TYPE_MESSAGE);
    }
    await expect(makeContentImage('designer', new Uint8Array())).rejects.toThrow(
      CONTENT_IMAGE_EMPTY_MESSAGE,
    );
    const huge = new Uint8Array(8 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    await expect(makeContentImage('designer', huge)).rejects.toThrow(CONTENT_IMAGE_SIZE_MESSAGE);
  });
});
