import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../api/src/db/database';
import { seedDemoCatalogue } from '../api/src/seed';
import { startApi } from '../api/src/server';

// `npm run bench:api`: p50/p95 of the listing call (GET /api/artes with filters, search and
// sort) over a 100,000-art catalogue, on PGlite and on PostgreSQL, over real HTTP on
// loopback, one request at a time. Two passes over the same 200 distinct queries: the first
// computes every total (the api caches totals per filter for 30 s), the second reuses them.
// A second set times what churches type (issue 17): 'pascoa', 'santa ceia', 'cultos de jovens'
// and a word no art has, in every sort, pages 1–3, alone and in a category; and the search
// box's suggestions as the words are typed.
// PostgreSQL: DATABASE_URL (an empty database, or one this bench seeded before), else a
// throw-away cluster from .ci/start-postgres when Debian's postgresql is installed (as root).
const ART_COUNT = Number(process.env.BENCH_ARTS ?? 100_000);
const QUERIES = 200;
const here = path.dirname(new URL(import.meta.url).pathname);

const SORTS = ['destaques', 'emalta', 'recentes', 'antigos'] as const;
const WORDS = ['culto', 'familia', 'jovens', 'ceia', 'batismo', 'adorar', 'gloria', 'natal'];

/** 200 distinct listing URLs: every one searches and sorts, most filter too. */
function listingUrls(categoryIds: number[], formatIds: number[]): string[] {
  const urls: string[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const query = new URLSearchParams({
      page: String(1 + (i % 5)),
      limit: '24',
      sortBy: SORTS[i % SORTS.length] ?? 'recentes',
      search: WORDS[i % WORDS.length] ?? 'culto',
    });
    if (i % 3 !== 2) query.set('categoryId', String(categoryIds[i % categoryIds.length]));
    if (i % 4 === 1) query.set('formatId', String(formatIds[i % formatIds.length]));
    if (i % 5 === 3) query.set('isPremium', String(i % 2 === 0));
    urls.push(`/api/artes?${query}`);
  }
  return urls;
}

const CHURCH_SEARCHES = ['pascoa', 'santa ceia', 'cultos de jovens', 'xilofone'];

/** 48 listing URLs of the searches churches make: 4 searches × 4 sorts × 3 pages, half in a category. */
function churchSearchUrls(categoryIds: number[]): string[] {
  const urls: string[] = [];
  CHURCH_SEARCHES.forEach((search, s) => {
    SORTS.forEach((sortBy, o) => {
      for (let page = 1; page <= 3; page++) {
        const query = new URLSearchParams({ page: String(page), limit: '24', sortBy, search });
        if ((s + o + page) % 2 === 0) {
          query.set('categoryId', String(categoryIds[(s + o) % categoryIds.length]));
        }
        urls.push(`/api/artes?${query}`);
      }
    });
  });
  return urls;
}

/** The suggestions the search box asks for while a church types the same searches. */
function suggestionUrls(): string[] {
  const urls: string[] = [];
  for (const search of CHURCH_SEARCHES) {
    for (let end = 2; end <= search.length; end += 2) {
      urls.push(`/api/search/suggestions?${new URLSearchParams({ q: search.slice(0, end) })}`);
    }
  }
  return urls;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(base: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Wall time per request, and this process's CPU time per request: with PGlite the database
 * runs in this process, so on a machine busy with other work (the wall time then includes
 * waiting for a core) the CPU time is close to what an idle machine's wall time would be.
 */
async function timeAll(base: string, urls: string[]) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const { status, body } = await get(base, url);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    if (status !== 200) throw new Error(`${url}: HTTP ${status} ${body.slice(0, 200)}`);
  }
  const sorted = times.sort((a, b) => a - b);
  const cpuSorted = cpu.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    cpuP50: percentile(cpuSorted, 50),
    cpuP95: percentile(cpuSorted, 95),
  };
}

async function benchDatabase(label: string, options: { dataDir?: string; databaseUrl?: string }) {
  const seedStarted = performance.now();
  const handle = await openDatabase(options);
  await migrateToLatest(handle.db);
  const existing = Number(
    (
      await handle.db
        .selectFrom('arts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (existing === 0) await seedDemoCatalogue(handle.db, { artCount: ART_COUNT });
  const total = existing || ART_COUNT;
  const categoryIds = (await handle.db.selectFrom('categories').select('id').execute()).map(
    (r) => r.id,
  );
  const formatIds = (await handle.db.selectFrom('formats').select('id').execute()).map((r) => r.id);
  await handle.close();
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const api = await startApi({ ...options, seed: false, log: () => {} });
  try {
    const urls = listingUrls(categoryIds, formatIds);
    await timeAll(
      api.url,
      urls.slice(0, 20).map((u) => `${u}&warm=1`),
    ); // JIT and pool warm-up
    const first = await timeAll(api.url, urls);
    const second = await timeAll(api.url, urls);
    const church = await timeAll(api.url, churchSearchUrls(categoryIds));
    const suggestions = await timeAll(api.url, suggestionUrls());
    return { label, total, seedSeconds, first, second, church, suggestions };
  } finally {
    await api.close();
  }
}

const clusterDirs = () =>
  new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('arte-gospel-pg.')));
let startedCluster: string | undefined;

function startThrowawayPostgres(): string | undefined {
  const before = clusterDirs();
  const script = path.join(here, '..', '.ci', 'start-postgres');
  const result = spawnSync('bash', [script], { encoding: 'utf8' });
  startedCluster = [...clusterDirs()].find((name) => !before.has(name));
  if (result.status !== 0) return undefined;
  return result.stdout.trim().split('\n').pop();
}

/** Stops and removes the cluster this run started. */
function stopThrowawayPostgres() {
  if (!startedCluster) return;
  const dir = path.join(tmpdir(), startedCluster);
  const bin = readdirSync('/usr/lib/postgresql').sort().pop();
  spawnSync('su', [
    'postgres',
    '-s',
    '/bin/sh',
    '-c',
    `/usr/lib/postgresql/${bin}/bin/pg_ctl -D '${dir}/data' -m fast stop`,
  ]);
  rmSync(dir, { recursive: true, force: true });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const results = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-pglite-'));
try {
  results.push(await benchDatabase('PGlite', { dataDir }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
// BENCH_POSTGRES=0 times PGlite only.
const databaseUrl =
  process.env.BENCH_POSTGRES === '0'
    ? undefined
    : process.env.DATABASE_URL || startThrowawayPostgres();
if (databaseUrl) {
  try {
    results.push(await benchDatabase('PostgreSQL', { databaseUrl }));
  } finally {
    stopThrowawayPostgres();
  }
} else if (process.env.BENCH_POSTGRES !== '0')
  console.log('PostgreSQL: não encontrado (defina DATABASE_URL ou instale o pacote postgresql).');

const targets: Record<string, number> = { PGlite: 50, PostgreSQL: 20 };
console.log(
  `\nGET /api/artes (busca + ordenação + filtros), ${QUERIES} consultas distintas, uma por vez`,
);
for (const r of results) {
  const target = targets[r.label] ?? Number.POSITIVE_INFINITY;
  // The database's own CPU is in this process only for PGlite.
  const cpu = (t: { cpuP50: number; cpuP95: number }) =>
    r.label === 'PGlite' ? `  (CPU p50 ${ms(t.cpuP50)}  p95 ${ms(t.cpuP95)})` : '';
  console.log(
    `${r.label.padEnd(10)} ${r.total.toLocaleString('pt-BR')} artes (preparo ${r.seedSeconds.toFixed(1)} s)\n` +
      `  1ª passada (totais calculados): p50 ${ms(r.first.p50)}  p95 ${ms(r.first.p95)}${cpu(r.first)}\n` +
      `  2ª passada (totais em cache):   p50 ${ms(r.second.p50)}  p95 ${ms(r.second.p95)}${cpu(r.second)}\n` +
      `  buscas de igreja (${CHURCH_SEARCHES.join(', ')}; ${churchSearchUrls([0]).length} consultas): p50 ${ms(r.church.p50)}  p95 ${ms(r.church.p95)}${cpu(r.church)}\n` +
      `  sugestões enquanto digita (${suggestionUrls().length} consultas): p50 ${ms(r.suggestions.p50)}  p95 ${ms(r.suggestions.p95)}${cpu(r.suggestions)}\n` +
      `  meta p95 ≤ ${target} ms: ${Math.max(r.first.p95, r.church.p95) <= target ? 'atingida' : 'NÃO atingida'}`,
  );
}
agent.destroy();
