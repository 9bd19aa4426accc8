import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../testing/stack/chromium-path';
import { startStack } from '../testing/stack/stack';

// `npm run bench:web`: Lighthouse (its default mobile preset: a mid-range phone, slow 4G,
// simulated throttling) on the production build served by the BFF with the embedded api and
// the demo catalogue, for the home and /artes. Targets: Performance ≥ 90, CLS ≤ 0.05.
// Run `npm run build` first (npm start does it).
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/artes'];

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  // One untimed visit per page so the api has generated and cached the media it serves.
  for (const page of PAGES) {
    await lighthouse(`${stack.url}${page}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
  }
  console.log(`Lighthouse ${RUNS}x por página (preset mobile), mediana:`);
  let failed = false;
  for (const page of PAGES) {
    const scores: number[] = [];
    const cls: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${stack.url}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse não devolveu resultado para ${page}`);
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const score = median(scores);
    const shift = median(cls);
    const ok = score >= 90 && shift <= 0.05;
    failed ||= !ok;
    console.log(
      `${page.padEnd(8)} Performance ${score} (runs: ${scores.join(', ')})  CLS ${shift.toFixed(3)}  ` +
        `LCP ${(median(lcp) / 1000).toFixed(2)} s  TBT ${Math.round(median(tbt))} ms  ${ok ? 'meta atingida' : 'meta NÃO atingida'}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await chrome.kill();
  await stack.stop();
}
