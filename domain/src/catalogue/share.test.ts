import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from './share';

describe('whatsAppShareUrl', () => {
  it("opens WhatsApp with the art's title and link as the message", () => {
    const url = new URL(
      whatsAppShareUrl('Santa Ceia  do Senhor', 'https://artegospel.com.br/artes/12-santa-ceia'),
    );
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('text')).toBe(
      'Santa Ceia do Senhor\nhttps://artegospel.com.br/artes/12-santa-ceia',
    );
  });

  it('keeps characters that mean something in a URL inside the message', () => {
    const url = new URL(whatsAppShareUrl('Culto & Louvor #1 ?sim', 'https://x.com.br/a?b=1&c=2'));
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe('Culto & Louvor #1 ?sim\nhttps://x.com.br/a?b=1&c=2');
  });

  it('sends only the link when the title is blank', () => {
    expect(new URL(whatsAppShareUrl('  ', 'https://x.com.br/a')).searchParams.get('text')).toBe(
      'https://x.com.br/a',
    );
  });
});
