import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Staff-written HTML (popup content) is sanitised with DOMPurify before it is stored, so
// the site can render it as HTML without running anything.
const purify = createDOMPurify(new JSDOM('').window);

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'span',
  'img',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'style'];

purify.addHook('afterSanitizeAttributes', (node) => {
  // Links open safely in a new tab and only to http(s), mailto or site paths.
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:|\/(?!\/))/i.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
