import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// platform §5 Problem report: the evidence file is PNG, JPEG, WEBP or PDF, up to 5MB.
// The server decides the type by the file's first bytes, never by its name or declared type.

export interface DetectedEvidenceType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
  extension: '.png' | '.jpg' | '.webp' | '.pdf';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The evidence type by magic bytes, or null for anything else (HTML, EXE, SVG, empty…). */
export function detectEvidenceType(bytes: Uint8Array): DetectedEvidenceType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', extension: '.png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { mime: 'image/jpeg', extension: '.jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: '.webp' };
  }
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: '.pdf' };
  return null;
}

export const ORIGINAL_NAME_MAX = 200;

/**
 * The uploader's file name, kept only as a label for staff: the last path segment, control
 * and unusual characters replaced by '_', at most 200 characters; 'arquivo' when nothing
 * is left. It never names a file on disk.
 */
export function sanitiseOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const short = [...clean].slice(0, ORIGINAL_NAME_MAX).join('');
  return short === '' || /^\.+$/.test(short) ? 'arquivo' : short;
}

/**
 * Writes the evidence outside any public folder, under a random name (32 hex characters and
 * the detected extension), readable by the API's user only. Returns the stored name and path.
 */
export async function storeEvidence(
  evidenceDir: string,
  bytes: Uint8Array,
  type: DetectedEvidenceType,
): Promise<{ storedName: string; filePath: string }> {
  await mkdir(evidenceDir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}${type.extension}`;
  const filePath = path.join(evidenceDir, storedName);
  // 'wx': never overwrite; mode 0o600 (a umask only removes bits).
  await writeFile(filePath, bytes, { mode: 0o600, flag: 'wx' });
  return { storedName, filePath };
}
