import type { LogLevel } from '@arte-gospel/domain/config';

export type { LogLevel };

export interface Logger {
  info(entry: Record<string, unknown>): void;
  warn(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
  /** Whether info entries (one per request) are written at all. */
  readonly infoEnabled: boolean;
}

/** json: one JSON object per line (production); pretty: a short line for a developer. */
export type LogFormat = 'json' | 'pretty';

const LEVELS = { info: 10, warn: 20, error: 30, silent: 99 } as const;
type EntryLevel = Exclude<LogLevel, 'silent'>;

const COLOURS = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2 } as const;
type Paint = (colour: keyof typeof COLOURS, text: string) => string;

const paintWith =
  (colours: boolean): Paint =>
  (colour, text) =>
    colours ? `\x1b[${COLOURS[colour]}m${text}\x1b[0m` : text;

function statusColour(status: number): keyof typeof COLOURS {
  if (status >= 500) return 'red';
  if (status >= 400) return 'yellow';
  if (status >= 300) return 'cyan';
  return 'green';
}

/**
 * `12:03:04 GET /artes 200 3.1ms` for a request; `12:03:04 warn message key=value` for
 * anything else.
 */
export function prettyLine(
  time: Date,
  level: EntryLevel,
  entry: Record<string, unknown>,
  paint: Paint = paintWith(false),
): string {
  const clock = paint('dim', time.toTimeString().slice(0, 8));
  const { msg, ...rest } = entry;
  if (msg === 'request' && typeof rest.status === 'number') {
    const { method, path, status, ms } = rest;
    return `${clock} ${method} ${path} ${paint(statusColour(status), String(status))} ${paint('dim', `${ms}ms`)}`;
  }
  const tag = level === 'info' ? '' : `${paint(level === 'error' ? 'red' : 'yellow', level)} `;
  const fields = Object.entries(rest)
    .filter(([key]) => key !== 'level')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [`${clock} ${tag}${msg ?? ''}`, ...fields].join(' ');
}

/** One line per event on stdout, with time and level; entries below `level` are dropped. */
export function createLogger(
  level: LogLevel = 'info',
  write = (line: string) => process.stdout.write(line),
  format: LogFormat = 'json',
  colours = format === 'pretty' && process.stdout.hasColors?.() === true,
): Logger {
  const paint = paintWith(colours);
  const emit = (entryLevel: EntryLevel) => (entry: Record<string, unknown>) => {
    if (LEVELS[entryLevel] < LEVELS[level]) return;
    const time = new Date();
    write(
      format === 'json'
        ? `${JSON.stringify({ time: time.toISOString(), level: entryLevel, ...entry })}\n`
        : `${prettyLine(time, entryLevel, entry, paint)}\n`,
    );
  };
  return {
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    infoEnabled: LEVELS.info >= LEVELS[level],
  };
}
