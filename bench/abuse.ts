import { spawn } from 'node:child_process';
import net from 'node:net';
import { startStack } from '../testing/stack/stack';

// `npm run bench:abuse`: the listing's latency through the BFF at rest and under two
// attacks, in the same run on the same stack as `npm start` runs it (BFF + embedded API +
// PGlite): (a) 200 sockets trickling request bodies one byte at a time, (b) 50 parallel
// logins (scrypt) in a loop. A benchmark, not a test: the machine is shared, so compare the
// ratios of one run. Goal: p95 under attack ≤ 3 × p95 at rest.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLOW_SOCKETS = 200;
const PARALLEL_LOGINS = 50;

// Rate limits are lifted for the run, so every login really hashes (the flood is the
// scrypt load, not 429s); the hashing pool's own bounds stay as configured.
const stack = await startStack({
  LOG_LEVEL: 'silent',
  RATE_LIMIT_LOGIN_IP: '1000000/1m',
  RATE_LIMIT_LOGIN_EMAIL: '1000000/1m',
});

const SEARCHES = ['culto', 'jovens', 'louvor', 'ceia', 'batismo', 'congresso', 'oração', ''];
const SORTS = ['destaques', 'emalta', 'recentes', 'antigos'];
let listingIndex = 0;
function nextListingUrl(): string {
  const i = listingIndex++;
  const search = SEARCHES[i % SEARCHES.length] as string;
  const sort = SORTS[i % SORTS.length] as string;
  const page = 1 + (i % 5);
  return `${stack.url}/api/artes?page=${page}&limit=24&sortBy=${sort}&search=${encodeURIComponent(search)}`;
}

const REQUEST_TIMEOUT_MS = 5000;

/**
 * Listing calls one after another for `seconds`: the sorted latencies (ms) and how many
 * calls failed (an error status, or no answer within 5 s, counted as 5 s).
 */
async function sampleListing(seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const ok = await fetch(nextListingUrl(), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      })
      .catch(() => false);
    if (!ok) failed += 1;
    latencies.push(ok ? performance.now() - started : REQUEST_TIMEOUT_MS);
  }
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** 200 sockets that each declare a 1 KB body and send it one byte a second. */
function startSlowBodies() {
  const { port } = new URL(stack.url);
  const sockets: net.Socket[] = [];
  let closedByServer = 0;
  for (let i = 0; i < SLOW_SOCKETS; i++) {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1024\r\n\r\n',
      );
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closedByServer += 1;
    });
    sockets.push(socket);
  }
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write('{');
  }, 1000);
  return {
    stop() {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
      return closedByServer;
    },
  };
}

/**
 * 50 clients logging in (a wrong password: the full scrypt work) in a loop, in a process of
 * their own (as an attacker's machine would be), so the measuring client's event loop is
 * not the one busy sending them.
 */
function startLoginFlood() {
  const script = `
    const [url, parallel] = [process.argv[1], Number(process.argv[2])];
    let running = true;
    const statuses = {};
    process.on('message', () => { running = false; });
    const loops = Array.from({ length: parallel }, async (_, i) => {
      while (running) {
        const res = await fetch(url + '/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'ataque' + i + '@example.com', password: 'senha-errada' }),
        }).catch(() => undefined);
        if (!res) continue;
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    });
    Promise.all(loops).then(() => process.send(statuses, () => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['-e', script, stack.url, String(PARALLEL_LOGINS)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    async stop(): Promise<Map<number, number>> {
      const done = new Promise<Record<string, number>>((resolve) =>
        child.once('message', (statuses) => resolve(statuses as Record<string, number>)),
      );
      child.send('stop');
      const statuses = await done;
      return new Map(Object.entries(statuses).map(([status, n]) => [Number(status), n]));
    },
  };
}

try {
  await sampleListing(2); // warm-up: caches, JIT, the first renders of the images' queries
  const rest = await sampleListing(SECONDS);

  const slow = startSlowBodies();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underSlow = await sampleListing(SECONDS);
  const slowClosed = slow.stop();

  const flood = startLoginFlood();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underLogins = await sampleListing(SECONDS);
  const loginStatuses = await flood.stop();

  const base = percentile(rest.latencies, 95);
  const row = (name: string, { latencies, failed }: Awaited<ReturnType<typeof sampleListing>>) => ({
    situação: name,
    chamadas: latencies.length,
    falhas: failed,
    'p50 (ms)': Number(percentile(latencies, 50).toFixed(1)),
    'p95 (ms)': Number(percentile(latencies, 95).toFixed(1)),
    'p95 / repouso': Number((percentile(latencies, 95) / base).toFixed(2)),
  });
  console.log(`\nGET /api/artes pela BFF, uma chamada por vez, ${SECONDS} s por situação`);
  console.table([
    row('em repouso', rest),
    row(`${SLOW_SOCKETS} corpos lentos`, underSlow),
    row(`${PARALLEL_LOGINS} logins em paralelo`, underLogins),
  ]);
  console.log(`corpos lentos encerrados pelo servidor durante a medição: ${slowClosed}`);
  console.log(`logins: ${[...loginStatuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
} finally {
  await stack.stop();
}
