import { renderArtSvg } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import { artRowSvg } from '../render/render-art';
import { artDesign } from './art-page';

// Issue 20: the art page gives the online editor the design the server draws the art with.
const row = {
  id: 4321,
  title: 'Santa Ceia | Domingo',
  texts: { title: 'Santa Ceia do Senhor', churchName: 'Igreja Batista Central', bogus: 'x' },
  size_id: 'stories',
  template_id: null,
  palette_id: null,
  upload_key: null,
};

describe('artDesign', () => {
  it('draws the same SVG as the server (size, template, palette, slot texts)', () => {
    const design = artDesign(row, 'stories', 'santa-ceia');
    expect(design).toMatchObject({
      sizeId: 'stories',
      texts: { title: 'Santa Ceia do Senhor', churchName: 'Igreja Batista Central' },
    });
    if (!design) throw new Error('no design');
    expect(design.texts).not.toHaveProperty('bogus');
    const editor = renderArtSvg({ ...design, texts: design.texts }).svg;
    expect(editor).toBe(artRowSvg({ ...row, category_slug: 'santa-ceia', format_slug: 'stories' }));
  });
  it('falls back to the title and to the format size like the renders', () => {
    const design = artDesign({ ...row, texts: null, size_id: null }, 'a4', null);
    expect(design).toMatchObject({
      sizeId: 'a4-retrato',
      texts: { title: 'Santa Ceia', subtitle: 'Domingo' },
    });
  });
  it('is null for an art whose image was uploaded', () => {
    expect(artDesign({ ...row, upload_key: 'arts/4321/ab12/original.png' }, 'stories', null)).toBe(
      null,
    );
  });
});
