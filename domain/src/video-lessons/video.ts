// Video lessons (platform §2.1 /videoaulas, issue 19): which video addresses a lesson may
// have and how the player shows each. Only http(s); YouTube and Vimeo play in their
// privacy-friendly embeds (no cookies until play, Vimeo's do-not-track), an MP4 file in
// the browser's own <video>.

/** Longest video address staff may give. */
export const LESSON_VIDEO_URL_MAX = 500;
/** A lesson's longest duration, in seconds (10 hours). */
export const LESSON_DURATION_MAX_SECONDS = 36_000;

export const LESSON_VIDEO_KINDS = ['youtube', 'vimeo', 'mp4'] as const;
export type LessonVideoKind = (typeof LESSON_VIDEO_KINDS)[number];

/** How the player shows a lesson's video: an iframe's src, or a <video>'s. */
export interface LessonVideo {
  kind: LessonVideoKind;
  src: string;
}

/** Where the players' iframes come from: the site's frame-src allows exactly these. */
export const LESSON_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/** The message when a video address is not one the player can show. */
export const LESSON_VIDEO_URL_MESSAGE =
  'Use um link do YouTube, do Vimeo ou de um arquivo MP4 (http ou https)';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The parts of an http(s) address the rules read (domain has no URL class: pure TS). */
interface Address {
  href: string;
  hostname: string;
  pathname: string;
  query: Map<string, string>;
}

const HTTP_ADDRESS =
  /^https?:\/\/([a-z0-9.-]+)(?::\d{1,5})?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

function parseAddress(text: string): Address | null {
  const href = text.trim();
  if (href.length > LESSON_VIDEO_URL_MAX) return null;
  // No user info ('user:pass@host'), no blanks, a plain host name.
  const match = HTTP_ADDRESS.exec(href);
  if (!match?.[1]) return null;
  const query = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key && !query.has(key)) query.set(key, value);
  }
  return { href, hostname: match[1].toLowerCase(), pathname: match[2] ?? '/', query };
}

function youtubeId(url: Address): string | null {
  const host = url.hostname;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') id = url.query.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: Address): string | null {
  const host = url.hostname;
  if (!VIMEO_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : null) : parts[0];
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * The player's video for a lesson's address, or null when the address is not a YouTube or
 * Vimeo video nor an http(s) MP4 file. YouTube plays from youtube-nocookie.com, Vimeo with
 * dnt=1; the start time of a YouTube link (t=90 or t=1m30s) is kept.
 */
export function lessonVideo(address: string): LessonVideo | null {
  const url = parseAddress(address);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) {
    const start = startSeconds(url.query.get('t') ?? url.query.get('start') ?? null);
    return {
      kind: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ''}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  if (/\.mp4$/i.test(url.pathname)) return { kind: 'mp4', src: url.href };
  return null;
}

function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d{1,6}s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s)?$/.exec(value);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** A duration as a player shows it: '4:05', '1:02:03'; '' for none. */
export function formatLessonDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return '';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** What a person types for a duration ('12:30', '1:02:03', '45') in seconds, or null. */
export function parseLessonDuration(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,5}(:\d{1,2}){0,2}$/.test(value)) return null;
  const parts = value.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return null;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds <= LESSON_DURATION_MAX_SECONDS ? seconds : null;
}
