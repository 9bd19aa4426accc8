import { describe, expect, it } from 'vitest';
import { baseNameOf, noImageMessage, pairBatchFiles, secondSourceMessage } from './pair-files';

const file = (name: string) => new File(['x'], name);
const names = (result: ReturnType<typeof pairBatchFiles>) => ({
  arts: result.arts.map((art) => [art.image.name, art.source?.name ?? null]),
  unpaired: result.unpaired.map((item) => [item.file.name, item.message]),
});

describe('pairBatchFiles', () => {
  it('attaches an SVG, PDF or ZIP to the image of the same base name, case aside', () => {
    const result = pairBatchFiles([
      file('culto.svg'),
      file('culto.png'),
      file('Santa-Ceia.JPG'),
      file('santa-ceia.PDF'),
      file('jovens.webp'),
      file('jovens.zip'),
      file('batismo.png'),
    ]);
    expect(names(result)).toEqual({
      arts: [
        ['culto.png', 'culto.svg'],
        ['Santa-Ceia.JPG', 'santa-ceia.PDF'],
        ['jovens.webp', 'jovens.zip'],
        ['batismo.png', null],
      ],
      unpaired: [],
    });
  });

  it('keeps a source file with no image, or a second one, as its own error', () => {
    const orphan = file('vigilia.svg');
    const culto = file('culto.png');
    const result = pairBatchFiles([culto, file('culto.pdf'), file('culto.svg'), orphan]);
    expect(names(result)).toEqual({
      arts: [['culto.png', 'culto.pdf']],
      unpaired: [
        ['culto.svg', secondSourceMessage(culto)],
        ['vigilia.svg', noImageMessage(orphan)],
      ],
    });
    expect(noImageMessage(orphan)).toBe(
      'Nenhuma imagem com o nome “vigilia” para este arquivo-fonte: envie-o com a imagem de mesmo nome (por exemplo vigilia.png).',
    );
  });

  it('compares the name without its last extension', () => {
    expect(baseNameOf('Culto.de.Jovens.PNG')).toBe('culto.de.jovens');
    expect(baseNameOf('pasta/arte.svg')).toBe('arte');
    expect(baseNameOf('.svg')).toBe('.svg');
  });
});
