import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The header with which the BFF proves to the API that its X-Forwarded-* headers are its
 * own (api/src/app.ts reads the same name). A client's copy is never forwarded.
 */
export const FORWARDED_SECRET_HEADER = 'x-forwarded-secret';

/** The values of a comma-separated header, every copy of it in order. */
function headerList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface Client {
  /** The client's address: the socket peer, or what the trusted proxies in front saw. */
  address: string;
  /** Did the client reach us (or the first trusted proxy) over https? */
  secure: boolean;
}

/**
 * Who the client is, believing only trusted hops. With no proxy in front (trustedHops 0)
 * the socket says it all and any X-Forwarded-* the client sent is ignored. Behind N
 * trusted proxies, each appends the peer it saw to X-Forwarded-For, so the client is the
 * entry N from the right (entries further left are whatever the client wrote); a list too
 * short or not an address falls back to the socket. X-Forwarded-Proto is read the same way.
 */
export function trustedClient(req: IncomingMessage, trustedHops: number): Client {
  const socketAddress = req.socket.remoteAddress ?? '';
  const socketSecure = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  if (trustedHops <= 0) return { address: socketAddress, secure: socketSecure };
  const forwardedFor = headerList(req.headers['x-forwarded-for']);
  const candidate = forwardedFor[forwardedFor.length - trustedHops];
  const address = candidate && isIP(candidate) ? candidate : socketAddress;
  // A proxy may overwrite X-Forwarded-Proto rather than append: a shorter list is all theirs.
  const protos = headerList(req.headers['x-forwarded-proto']);
  const proto = protos[Math.max(0, protos.length - trustedHops)];
  return { address, secure: proto === undefined ? socketSecure : proto === 'https' };
}
