// The owner's first screen (issue #32 §9, target ≤ 1 s on a quiet machine): from the click on «Ingresar»
// to the home's figures on screen, in Chromium against the built app (`npm run build` first) on a fresh
// e2e server (e2e/support/servers.ts: the API with the demo data and its own PostgreSQL).
// Two marks per run: the banner's «Hoy:» line (home-today) and the dashboard's range totals below it.
// Cold: a new browser context each run (no HTTP cache, nothing kept). Warm: one context, signed out and
// in again, its cache kept. Times are the page's own (the click's event, the frame that paints each
// figure). After each kind it prints the waterfall of the last run's requests after the click (start and
// end, ms from the click, seen from here), so the chain that costs the time can be read.
// The page's main-thread busy time over the same span (CDP's TaskDuration) is printed too: how long its
// tasks ran, waits for a core included, so on a loaded machine an upper bound of what a quiet one spends.
// BENCH_HOME_PROFILE=1 prints each run's main-thread self time by script (a CPU profile).
// Settings: BENCH_HOME_RUNS (default 7 of each), BENCH_HOME_WIDTH (default 1440).
import { type Browser, chromium, type Page } from '@playwright/test';
import { startServer } from '../e2e/support/servers';
import { percentiles } from './percentiles';

const runs = Number(process.env.BENCH_HOME_RUNS ?? 7);
const width = Number(process.env.BENCH_HOME_WIDTH ?? 1440);
const EMAIL = 'owner@premia.local';
const PASSWORD = 'Premia2026!';

interface Run {
  today: number;
  totals: number;
  /** The page's main thread busy (CDP TaskDuration) from the click to the figures (tasks' wall time). */
  busy: number;
  requests: string[];
}

const profile = process.env.BENCH_HOME_PROFILE === '1';
type Metrics = { metrics: { name: string; value: number }[] };
const taskSeconds = (m: Metrics) => m.metrics.find((x) => x.name === 'TaskDuration')?.value ?? 0;

/** Self time by script (ms) of a CPU profile, largest first. */
function selfTimeByScript(cpu: {
  nodes: { id: number; callFrame: { url: string; functionName: string }; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
}) {
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  (cpu.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const url =
      node?.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${node?.callFrame.functionName || 'native'})`;
    totals.set(url, (totals.get(url) ?? 0) + (cpu.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

/**
 * Marks, in the page's own clock: the click on «Ingresar» and the first frame after each figure is in
 * the document (a MutationObserver, then requestAnimationFrame: the frame that paints it). Measured in
 * the page, not by polling from here (Playwright's waits poll every 500 ms after the first second).
 */
// A string, not a function: tsx would add its helpers to a function's source, which the page lacks.
const marks = `
  window.__marks = {};
  document.addEventListener('click', (event) => {
    const button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Ingresar') window.__marks.click = performance.now();
  }, true);
  new MutationObserver(() => {
    for (const id of ['home-today', 'total-points-given']) {
      if (window.__marks[id] === undefined && window.__marks.click !== undefined &&
          document.querySelector('[data-testid="' + id + '"]')) {
        window.__marks[id] = -1;
        requestAnimationFrame(() => { window.__marks[id] = performance.now(); });
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function signInAndWait(page: Page): Promise<Run> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.waitForLoadState('networkidle');
  const seen: { url: string; start: number; end: number | null }[] = [];
  let clicked = 0;
  const onRequest = (request: import('@playwright/test').Request) => {
    const entry = { url: request.url(), start: performance.now() - clicked, end: null as number | null };
    seen.push(entry);
    const done = () => {
      entry.end = performance.now() - clicked;
    };
    request
      .response()
      .then((r) => r?.finished())
      .then(done, done);
  };
  page.on('request', onRequest);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const before = taskSeconds(await cdp.send('Performance.getMetrics'));
  clicked = performance.now();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByTestId('home-today').waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByTestId('total-points-given').waitFor({ state: 'visible', timeout: 60_000 });
  // Strings, as the marks: this file is type-checked without the DOM's types.
  await page.waitForFunction("window.__marks['home-today'] > 0 && window.__marks['total-points-given'] > 0");
  const busy = (taskSeconds(await cdp.send('Performance.getMetrics')) - before) * 1000;
  const m = (await page.evaluate('window.__marks')) as Record<string, number>;
  if (profile) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    console.log('  main thread self time by script (ms):');
    for (const [url, ms] of selfTimeByScript(cpu)) console.log(`    ${ms.toFixed(0).padStart(6)}  ${url}`);
  }
  await cdp.detach();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const origin = new URL(page.url()).origin;
  const requests = seen.map(
    (r) =>
      `${String(Math.round(r.start)).padStart(5)} → ${r.end === null ? '  ?  ' : String(Math.round(r.end)).padStart(5)} ms  ${r.url.replace(origin, '')}`,
  );
  return { today: m['home-today']! - m.click!, totals: m['total-points-given']! - m.click!, busy, requests };
}

async function signOut(page: Page) {
  await page.evaluate("localStorage.removeItem('premia.session')");
}

function report(label: string, results: Run[]) {
  const today = percentiles(results.map((r) => r.today));
  const totals = percentiles(results.map((r) => r.totals));
  const busy = percentiles(results.map((r) => r.busy));
  console.log(
    `${label} (${results.length} runs): «Hoy:» line p50 ${today.p50} ms, p95 ${today.p95} ms; ` +
      `dashboard totals p50 ${totals.p50} ms, p95 ${totals.p95} ms; ` +
      `main thread busy p50 ${busy.p50} ms, p95 ${busy.p95} ms`,
  );
  console.log(
    `  each run (Hoy / totals): ${results.map((r) => `${Math.round(r.today)}/${Math.round(r.totals)}`).join(', ')}`,
  );
  console.log(`  requests after the click, last run:\n    ${results.at(-1)?.requests.join('\n    ')}`);
}

async function cold(browser: Browser, baseURL: string): Promise<Run[]> {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    await page.addInitScript({ content: marks });
    results.push(await signInAndWait(page));
    await context.close();
  }
  return results;
}

async function warm(browser: Browser, baseURL: string): Promise<Run[]> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'es-ES' });
  const page = await context.newPage();
  await page.addInitScript({ content: marks });
  await signInAndWait(page); // fills the cache
  await signOut(page);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await signInAndWait(page));
    await signOut(page);
  }
  await context.close();
  return results;
}

const server = await startServer('main', `bench-home-${process.pid}`, 180_000);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  console.log(`owner's home after «Ingresar», ${width} px, ${server.url}`);
  report('cold (new context each run)', await cold(browser, server.url));
  report('warm (cache kept, signed in again)', await warm(browser, server.url));
} finally {
  await browser.close();
  await server.stop();
}
