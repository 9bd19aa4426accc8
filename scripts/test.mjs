// `npm test`: typecheck, lint and build at the same time, then the whole Vitest run as soon
// as the build is done (it needs the build, not the checks): typecheck and lint go on beside
// it. Each check's output is printed whole, never interleaved with Vitest's: at its end if
// Vitest has not started yet, else after Vitest. Fails if any part fails. Ends with the
// time of each part. Arguments are passed on to Vitest (`npm test -- --project api`). Plain
// JavaScript: it runs before anything is compiled.
//
// Typecheck and lint run at the lowest CPU priority (nice 19): on a two-core machine they
// used to take half the CPU from the browser tests beside them, whose stories and journeys
// then waited seconds for a render (a story failed in CI that way). They still finish well
// within Vitest's run.

import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
/** Check reports held while Vitest prints; undefined when they may be printed at once. */
let held;

function report(text) {
  if (held) held.push(text);
  else process.stdout.write(text);
}

/** `nice -n 19` where the system has it (Linux, macOS): the command yields the CPU. */
const lowPriority = process.platform === 'win32' ? [] : ['nice', '-n', '19'];

/**
 * Runs `npm <args>`; resolves with its exit code. Quiet: its output is reported at its end.
 * Background: at the lowest CPU priority.
 */
function run(label, args, { quiet, background = false }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...rest] = [...(background ? lowPriority : []), npm, ...args];
    const child = spawn(command, rest, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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
      if (quiet) report(`\n== ${label} (${seconds.toFixed(1)} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
const checks = [
  run('typecheck', ['run', 'typecheck'], { quiet: true, background: true }),
  run('lint', ['run', 'lint'], { quiet: true, background: true }),
];
let code = await run('build', ['run', 'build'], { quiet: true });
if (code === 0) {
  held = [];
  process.stdout.write('\n== vitest\n');
  code = await run('vitest', ['exec', '--', 'vitest', 'run', ...process.argv.slice(2)], {
    quiet: false,
  });
  for (const text of held) process.stdout.write(text);
  held = undefined;
}
for (const check of await Promise.all(checks)) if (code === 0) code = check;
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\nnpm test: ${times.join(', ')}; total ${total} s\n`);
process.exit(code);
