// Contacts shown on the institutional pages (platform §2.7 "support contact link ({email})",
// §2.5 "24/7 support"). The email is the platform's contact address (also the API's default
// VAPID subject); the WhatsApp line is the support number published to customers.
export const SUPPORT_EMAIL = 'contato@artegospel.com.br';
export const SUPPORT_WHATSAPP_DISPLAY = '+55 (11) 94000-2024';
export const SUPPORT_WHATSAPP_URL = 'https://wa.me/5511940002024';
export const PRIVACY_EMAIL = 'privacidade@artegospel.com.br';
export const COMPANY_NAME = 'Arte Gospel';
/** When the legal texts were last revised, shown under their titles. */
export const LEGAL_UPDATED_AT = '2026-11-01';
/** The company's legal line in the footer (platform §2.7). */
export const COMPANY_LEGAL_LINE = 'Arte Gospel Design Ltda. · São Paulo, SP, Brasil';
/** platform §2.7: messaging, photo-sharing, short-video and pin-board profiles. */
export const SOCIAL_LINKS = [
  { name: 'WhatsApp', url: SUPPORT_WHATSAPP_URL },
  { name: 'Instagram', url: 'https://www.instagram.com/artegospel' },
  { name: 'TikTok', url: 'https://www.tiktok.com/@artegospel' },
  { name: 'Pinterest', url: 'https://www.pinterest.com/artegospel' },
] as const;
