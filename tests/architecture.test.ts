import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/stack/stack';

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(cwd: string, dirs: string[]): Violation[] {
  const bin = path.join(repoRoot, 'node_modules/.bin/depcruise');
  let stdout: string;
  try {
    stdout = execFileSync(
      bin,
      [
        ...dirs,
        '--config',
        path.join(repoRoot, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
      ],
      // The whole report (every module of the workspaces) is over Node's 1 MiB default.
      { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // depcruise exits non-zero when it finds errors; its JSON report is still on stdout.
    stdout = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

// The import directions of ARCHITECTURE.md, proved on a deliberately bad fixture tree.
describe('import-direction rules', () => {
  const fixture = path.join(repoRoot, 'testing/fixtures/arch');
  const violations = cruise(fixture, ['ui', 'domain', 'site', 'api', 'bff']);
  const found = (rule: string) => violations.filter((v) => v.rule.name === rule);

  it('refuses ui importing domain', () => {
    expect(found('ui-imports-nothing-of-ours').map((v) => v.from)).toEqual(['ui/src/button.ts']);
  });
  it('refuses Node built-ins in domain', () => {
    expect(found('domain-is-pure').map((v) => v.from)).toEqual(['domain/src/reads-disk.ts']);
  });
  it('refuses a feature reaching into another feature', () => {
    expect(found('features-do-not-reach-into-each-other')).toEqual([
      expect.objectContaining({
        from: 'site/src/features/home/home.ts',
        to: 'site/src/features/auth/login.ts',
      }),
    ]);
  });
  it('refuses shared code importing the app layer', () => {
    expect(found('shared-does-not-import-features-or-app').map((v) => v.from)).toEqual([
      'site/src/lib/client.ts',
    ]);
  });
  it('refuses api importing bff, and bff importing api outside the embedded starter', () => {
    expect(found('api-imports-domain-only').map((v) => v.from)).toEqual(['api/src/app.ts']);
    expect(found('bff-imports-domain-only').map((v) => v.from)).toEqual(['bff/src/proxy.ts']);
  });
  it('accepts the app layer importing features and the embedded starter importing api', () => {
    const froms = violations.filter((v) => !v.rule.name.includes('circular')).map((v) => v.from);
    expect(froms).not.toContain('site/src/app/router.ts');
    expect(froms).not.toContain('bff/src/upstream/embedded-api.ts');
  });
  it('finds no violation in the real workspaces', () => {
    expect(cruise(repoRoot, ['domain', 'ui', 'site', 'bff', 'api'])).toEqual([]);
  }, 60_000);
});
