import { describe, expect, it } from 'vitest';
import { editLinkLabel, isOpenableEditLink, startFileDownload } from './download-art';

describe('the edit link button', () => {
  it('is named after where the link leads', () => {
    expect(editLinkLabel('https://www.canva.com/design/DAF1x2/edit')).toBe('Editar no Canva');
    expect(editLinkLabel('https://canva.com/design/DAF1x2/view?mode=preview')).toBe(
      'Editar no Canva',
    );
    expect(editLinkLabel('https://drive.google.com/drive/folders/1AbC')).toBe(
      'Abrir no Google Drive',
    );
    expect(editLinkLabel('https://www.figma.com/community/file/123')).toBe('Abrir editor');
    // A look-alike host is not Canva.
    expect(editLinkLabel('https://canva.com.example.org/design/1')).toBe('Abrir editor');
    expect(editLinkLabel('https://notcanva.com/design/1')).toBe('Abrir editor');
  });

  it('exists only for an http(s) link', () => {
    expect(isOpenableEditLink('https://www.canva.com/design/DAF1x2/edit')).toBe(true);
    expect(isOpenableEditLink('http://drive.google.com/drive/folders/1')).toBe(true);
    expect(isOpenableEditLink(null)).toBe(false);
    expect(isOpenableEditLink(undefined)).toBe(false);
    expect(isOpenableEditLink('')).toBe(false);
    expect(isOpenableEditLink('javascript:alert(1)')).toBe(false);
    expect(isOpenableEditLink('/media/arts/1.webp')).toBe(false);
  });
});

describe('startFileDownload', () => {
  it("clicks a hidden <a download> at the file's address and removes it", () => {
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicked.push({
        href: link.getAttribute('href') ?? '',
        download: link.download,
        inPage: document.body.contains(link),
      });
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    try {
      startFileDownload('/api/arts/12/files/arte-gospel-santa-ceia-do-senhor-12.zip');
      startFileDownload('/api/arts/13/files/arte%20gospel.zip?v=2');
    } finally {
      document.removeEventListener('click', onClick, true);
    }
    expect(clicked).toEqual([
      {
        href: '/api/arts/12/files/arte-gospel-santa-ceia-do-senhor-12.zip',
        download: 'arte-gospel-santa-ceia-do-senhor-12.zip',
        inPage: true,
      },
      {
        href: '/api/arts/13/files/arte%20gospel.zip?v=2',
        download: 'arte gospel.zip',
        inPage: true,
      },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });
});
