// Sharing an art to WhatsApp (issue 18): WhatsApp's own share link, which opens the app on a
// phone and WhatsApp Web on a desktop with the message ready. The message ends with the
// art's address, whose page carries the share metadata (title, image) WhatsApp previews.

/** WhatsApp's documented share address ("click to chat" without a number). */
export const WHATSAPP_SHARE_BASE = 'https://wa.me/';

/** The message: the art's title, then its link on a line of its own. */
export function whatsAppShareText(title: string, url: string): string {
  const name = title.replace(/\s+/g, ' ').trim();
  return name ? `${name}\n${url}` : url;
}

/** https://wa.me/?text=… with any message encoded (a caption, a note). */
export function whatsAppTextUrl(text: string): string {
  return `${WHATSAPP_SHARE_BASE}?text=${encodeURIComponent(text)}`;
}

/** https://wa.me/?text=… with an art's message encoded. */
export function whatsAppShareUrl(title: string, url: string): string {
  return whatsAppTextUrl(whatsAppShareText(title, url));
}
