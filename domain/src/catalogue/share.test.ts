import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from './share';

const PREFIX = 'https://wa.me/?text=';

/** The message a share address carries (its one `text` parameter, decoded). */
function messageOf(url: string): string {
  expect(url.startsWith(PREFIX)).toBe(true);
  const encoded = url.slice(PREFIX.length);
  // Encoded whole: no second parameter or fragment can come out of the message.
  expect(encoded).not.toMatch(/[&#?\s]/);
  return decodeURIComponent(encoded);
}

describe('whatsAppShareUrl', () => {
  it("opens WhatsApp with the art's title and link as the message", () => {
    const url = whatsAppShareUrl(
      'Santa Ceia  do Senhor',
      'https://artegospel.com.br/artes/12-santa-ceia',
    );
    expect(messageOf(url)).toBe(
      'Santa Ceia do Senhor\nhttps://artegospel.com.br/artes/12-santa-ceia',
    );
  });

  it('keeps characters that mean something in a URL inside the message', () => {
    const url = whatsAppShareUrl('Culto & Louvor #1 ?sim', 'https://x.com.br/a?b=1&c=2');
    expect(messageOf(url)).toBe('Culto & Louvor #1 ?sim\nhttps://x.com.br/a?b=1&c=2');
  });

  it('sends only the link when the title is blank', () => {
    expect(messageOf(whatsAppShareUrl('  ', 'https://x.com.br/a'))).toBe('https://x.com.br/a');
  });
});
