import { describe, expect, it } from 'vitest';
import { createLogger, prettyLine } from './log';

const REQUEST = {
  msg: 'request',
  requestId: 'r1',
  method: 'GET',
  path: '/artes',
  status: 404,
  ms: 3.1,
};

function captured(...args: [Parameters<typeof createLogger>[0], 'json' | 'pretty', boolean?]) {
  const lines: string[] = [];
  const log = createLogger(
    args[0],
    (line) => {
      lines.push(line);
      return true;
    },
    args[1],
    args[2] ?? false,
  );
  return { log, lines };
}

describe('createLogger', () => {
  it('in production writes one JSON object per line, with time and level', () => {
    const { log, lines } = captured('info', 'json');
    log.info(REQUEST);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('}\n')).toBe(true);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'info', ...REQUEST });
  });

  it('in development writes a request as one short line, the status coloured when asked', () => {
    const plain = captured('info', 'pretty');
    plain.log.info(REQUEST);
    expect(plain.lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/artes 404 3\.1ms\n$/);
    const coloured = captured('info', 'pretty', true);
    coloured.log.info(REQUEST);
    expect(coloured.lines[0]).toContain('\x1b[33m404\x1b[0m');
  });

  it('writes other events with their level and fields', () => {
    const line = prettyLine(new Date(2026, 0, 2, 3, 4, 5), 'warn', {
      level: 'warn',
      msg: 'no SMTP_URL',
      count: 2,
      to: 'a@b.org',
    });
    expect(line).toBe('03:04:05 warn no SMTP_URL count=2 to=a@b.org');
  });

  it('drops entries below its level', () => {
    const { log, lines } = captured('warn', 'json');
    expect(log.infoEnabled).toBe(false);
    log.info(REQUEST);
    log.error({ msg: 'falhou' });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['falhou']);
  });
});
