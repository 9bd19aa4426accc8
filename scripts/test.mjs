// `npm test`: typecheck, lint and build at the same time, then the tests as soon as the
// build is done (they need the build, not the checks): typecheck and lint go on beside them.
// The tests are two Vitest runs side by side: the end-to-end journeys (project `e2e`, one
// file at a time against one shared stack) and every other project. In one run Vitest puts
// the files of a project without file parallelism in a group of their own after all the
// others, so the journeys' five minutes ran alone at the end with a core idle; side by side
// they overlap with the unit and story files. The other projects' output is printed as it
// comes; each other part's output is printed whole, never interleaved: at its end if that run
// has not started yet, else after it. Fails if any part fails. Ends with the time of each
// part. Arguments make it one Vitest run with them (`npm test -- --project api`). Plain
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
  const args = process.argv.slice(2);
  const vitest = (label, extra, quiet) =>
    run(label, ['exec', '--', 'vitest', 'run', ...extra], { quiet });
  held = [];
  process.stdout.write('\n== vitest\n');
  if (args.length > 0) {
    code = await vitest('vitest', args, false);
  } else {
    const journeys = vitest('e2e', ['--project', 'e2e'], true);
    code = await vitest('vitest', ['--project', '!e2e'], false);
    const journeysCode = await journeys;
    if (code === 0) code = journeysCode;
  }
  for (const text of held) process.stdout.write(text);
  held = undefined;
}
for (const check of await Promise.all(checks)) if (code === 0) code = check;
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\nnpm test: ${times.join(', ')}; total ${total} s\n`);
process.exit(code);
