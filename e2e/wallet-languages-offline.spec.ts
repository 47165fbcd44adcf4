import { expect, type Page, test } from './support/test';
import { phoneInMadrid, STORE } from './support/wallet';

test.use(phoneInMadrid);

/** The service worker's caches, each with the paths of what it keeps. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });

// Issue 32: the worker installs the core and Spanish only; a reader's other language is fetched when
// chosen and kept then, so the page opens offline in it.
test("the wallet's service worker keeps Spanish and the reader's language only, and the store's page opens offline in it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(STORE);
  await expect(page.getByRole('heading', { name: 'Cómo sumar puntos' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const installed = Object.values(await cached(page)).flat();
  expect(installed.some((path) => /^\/w\/assets\/index-.*\.js$/.test(path))).toBe(true);
  expect(installed.some((path) => /^\/w\/assets\/es-pages-.*\.js$/.test(path))).toBe(true);
  expect(installed.filter((path) => path.includes('/assets/lang-'))).toEqual([]);

  // The worker controls the page from this load on: English is fetched through it, and kept.
  await page.reload();
  await page.evaluate(() => localStorage.setItem('premia.wallet.language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'How to earn points' })).toBeVisible();
  const kept = await cached(page);
  expect(
    (kept['premia-wallet-languages'] ?? []).filter((path) => /^\/w\/assets\/lang-en-/.test(path)),
  ).toHaveLength(2);
  expect(
    Object.values(kept)
      .flat()
      .filter((path) => /\/assets\/lang-(zh|fr|it|ar)-/.test(path)),
  ).toEqual([]);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'How to earn points' })).toBeVisible();
  await page.context().setOffline(false);
});
