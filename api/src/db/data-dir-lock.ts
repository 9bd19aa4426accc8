import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// One writer per DATA_DIR: PGlite has no lock of its own, and two processes on one folder
// silently lose data. The lock is a file in the folder holding the owner's pid, created
// atomically (a complete temp file hard-linked into place: link fails if the name exists),
// so a reader never sees it half written. A lock whose pid is dead (kill -9, a crash) is
// taken over; only one process may remove a given stale lock (see removeStale).

export const LOCK_FILE_NAME = 'arte-gospel.lock';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `A pasta de dados ${dir} já está em uso pelo processo ${pid}. Encerre esse processo ou use outra pasta em DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

interface LockRecord {
  pid: number;
  raw: string;
}

/** Lock files this process holds (by path → content): a second open here is refused too. */
const held = new Map<string, string>();

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock's owner is alive: another live process, or this one when it holds that lock. */
function ownerAlive(file: string, record: LockRecord): boolean {
  if (record.pid === process.pid) return held.get(file) === record.raw;
  return isAlive(record.pid);
}

function readLock(file: string): LockRecord | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(/^(\d+)\b/.exec(raw)?.[1] ?? Number.NaN);
  // Unreadable content has no live owner: it is stale.
  return { pid: Number.isInteger(pid) ? pid : 0, raw };
}

/** Creates `file` with `content` unless it exists (never a partly written file). */
function tryCreate(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes `file` if it still holds `raw` (a dead owner's lock). Two processes that both saw
 * it stale must not both remove it (the second would remove the first one's new lock), so
 * the remover first creates a guard named after that exact content: only one process ever
 * gets it. A guard whose owner died is itself removed the same way.
 */
function removeStale(file: string, raw: string, mine: string, depth = 0): void {
  if (depth > 8) return;
  const guard = `${file}.takeover-${createHash('sha256').update(raw).digest('hex').slice(0, 16)}`;
  if (!tryCreate(guard, mine)) {
    const other = readLock(guard);
    if (!other) return; // that takeover is done: look again
    if (isAlive(other.pid) && other.pid !== process.pid) pause(20);
    else removeStale(guard, other.raw, mine, depth + 1);
    return;
  }
  try {
    if (readLock(file)?.raw === raw) unlinkSync(file);
  } finally {
    unlinkSync(guard);
  }
}

/**
 * Takes DATA_DIR's lock or throws DataDirLockedError naming the live holder's pid. The lock
 * is released by release() and, failing that, when the process exits.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(path.resolve(dir), LOCK_FILE_NAME);
  const mine = `${process.pid}\n${randomBytes(12).toString('hex')}\n`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (tryCreate(file, mine)) {
      held.set(file, mine);
      const release = () => {
        process.off('exit', release);
        if (held.get(file) !== mine) return;
        held.delete(file);
        try {
          if (readLock(file)?.raw === mine) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { file, release };
    }
    const current = readLock(file);
    if (!current) continue;
    if (ownerAlive(file, current)) throw new DataDirLockedError(path.resolve(dir), current.pid);
    removeStale(file, current.raw, mine);
  }
  throw new Error(`Não foi possível obter o bloqueio da pasta de dados ${path.resolve(dir)}.`);
}

/** For the start scripts: a locked DATA_DIR ends the process with its message and code 1. */
export function exitIfDataDirLocked(error: unknown): never {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
