import { LESSON_EMBED_ORIGINS } from '@arte-gospel/domain';

/**
 * Secure headers for every response: a CSP with no inline script, no framing of the site, no MIME
 * sniffing, a strict referrer policy. HSTS only when the request came over https.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' compiles WebAssembly only (the background remover's model runtime,
  // issue 20); JavaScript eval stays refused.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  // The video lessons' players (/videoaulas/{id}), and nothing else, in an iframe.
  `frame-src ${LESSON_EMBED_ORIGINS.join(' ')}`,
].join('; ');

/**
 * The CSP of a prerendered page: the same policy, plus exactly the style attributes its
 * HTML was rendered with (by hash). Scripts stay 'self' only.
 */
export function contentSecurityPolicyWithStyleHashes(hashes: readonly string[]): string {
  if (hashes.length === 0) return CONTENT_SECURITY_POLICY;
  const allowed = hashes.map((hash) => `'${hash}'`).join(' ');
  return CONTENT_SECURITY_POLICY.replace(
    "style-src 'self'",
    `style-src 'self' 'unsafe-hashes' ${allowed}`,
  );
}

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

export const HSTS_HEADER = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
] as const;
