// `npm test`: typecheck, lint and build at the same time (each on its own core as far as it
// can; each one's output printed whole when it ends, never interleaved), then the whole
// Vitest run, which needs the build. Ends with the time of each part. Arguments are passed
// on to Vitest (`npm test -- --project api`). Plain JavaScript: it runs before anything is
// compiled.

import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

/** Runs `npm run <script>` (or npx for vitest); resolves with its exit code. */
function run(label, args, { quiet }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push(`${label} ${seconds.toFixed(1)} s`);
      if (quiet) process.stdout.write(`\n== ${label} (${seconds.toFixed(1)} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
const checks = await Promise.all([
  run('typecheck', ['run', 'typecheck'], { quiet: true }),
  run('lint', ['run', 'lint'], { quiet: true }),
  run('build', ['run', 'build'], { quiet: true }),
]);
let code = checks.find((c) => c !== 0) ?? 0;
if (code === 0) {
  process.stdout.write('\n== vitest\n');
  code = await run('vitest', ['exec', '--', 'vitest', 'run', ...process.argv.slice(2)], {
    quiet: false,
  });
}
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\nnpm test: ${times.join(', ')}; total ${total} s\n`);
process.exit(code);
