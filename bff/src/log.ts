export interface Logger {
  info(entry: Record<string, unknown>): void;
  warn(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
  /** Whether info entries (one per request) are written at all. */
  readonly infoEnabled: boolean;
}

const LEVELS = { info: 10, warn: 20, error: 30, silent: 99 } as const;
export type LogLevel = keyof typeof LEVELS;

/** JSON lines on stdout, one object per event, with time and level. */
export function createLogger(
  level: LogLevel = 'info',
  write = (line: string) => process.stdout.write(line),
): Logger {
  const emit = (entryLevel: Exclude<LogLevel, 'silent'>) => (entry: Record<string, unknown>) => {
    if (LEVELS[entryLevel] < LEVELS[level]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: entryLevel, ...entry })}\n`);
  };
  return {
    info: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    infoEnabled: LEVELS.info >= LEVELS[level],
  };
}
