import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { waitForMail } from './mail';

export const DEMO_PASSWORD = 'Premia2026!';
export const demo = {
  admin: { email: 'admin@premia.local', name: 'Adriana' },
  owner: { email: 'owner@premia.local', name: 'Ana' },
  employee: { email: 'employee@premia.local', name: 'Carlos' },
} as const;

const artifacts = join(import.meta.dirname, '..', 'artifacts');

/**
 * Signs in and waits for the dashboard (or the given origin). A test's first sign-in to the dashboard
 * (a blank page) stores the session as the sign-in form does and opens the dashboard, as a returning
 * user would, which spares a page load; every other sign-in goes through the form (auth.spec walks it).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, landing = /\/dashboard$/) {
  if (
    page.url() === 'about:blank' &&
    landing.source === '\\/dashboard$' &&
    (await storeSession(page, email, password))
  ) {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(landing);
    return;
  }
  if (!/\/(signin)?$/.test(new URL(page.url(), 'http://x').pathname) || page.url() === 'about:blank') {
    await page.goto('/signin');
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Signs in through /login/client and stores the session where the web app keeps it (api/session.ts),
 * on a small page of the app's origin. False (nothing stored) for a user whose profile language is not
 * Spanish: the form's sign-in also switches the interface to it.
 */
async function storeSession(page: Page, email: string, password: string): Promise<boolean> {
  const answer = await page.request.post('/login/client', { data: { email, password } });
  const body = await answer.json();
  expect(body.s, `/login/client: ${JSON.stringify(body)}`).toBe('ok');
  if (body.user.defaultLanguage !== 'es') return false;
  await page.goto('/favicon.svg');
  await page.evaluate((user) => localStorage.setItem('premia.session', JSON.stringify(user)), body.user);
  return true;
}

/**
 * Calls the API as a demo user, signed in through /login/client; a not-ok answer fails the test with the
 * server's message.
 */
export async function apiAs(request: APIRequestContext, email: string) {
  const post = async <T>(path: string, data: unknown, token?: string): Promise<T> => {
    const response = await request.post(path, {
      data,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const body = await response.json();
    expect(body.s, `${path}: ${JSON.stringify(body)}`).toBe('ok');
    return body as T;
  };
  const { user } = await post<{ user: { token: string } }>('/login/client', {
    email,
    password: DEMO_PASSWORD,
  });
  return <T>(path: string, data: unknown) => post<T>(path, data, user.token);
}

let counter = 0;

/** The token of the address confirmation link in a mail's text. */
export function confirmTokenIn(text: string): string {
  const match = /\/confirmar-email\?token=([A-Za-z0-9_%-]+)/.exec(text);
  expect(match?.[1], 'a confirmation link in the mail').toBeTruthy();
  return decodeURIComponent(match![1]!);
}

/**
 * A fresh store and owner, registered through the API and activated by the mailed link, as the owner
 * would (for tests that change a user). Only on the default server: its mail is what waitForMail reads.
 */
export async function registerOwner(request: APIRequestContext) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const owner = {
    storeName: `Tienda ${tag}`,
    storeTypeId: 1,
    countryId: 1,
    firstName: 'Lucía',
    lastName: `Prueba ${tag}`,
    email: `lucia.${tag}@example.com`,
    password: `Clave-segura-${tag}`,
  };
  const response = await request.post('/login/client/register', { data: owner });
  const body = await response.json();
  expect(body.s, JSON.stringify(body)).toBe('ok');
  const token = confirmTokenIn(await waitForMail(owner.email));
  const confirmed = await (await request.post('/general/confirm-email', { data: { token } })).json();
  expect(confirmed.s, JSON.stringify(confirmed)).toBe('ok');
  return owner;
}

/** No serious or critical accessibility violation on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to gather the
  // frames' results, and the app has no frames.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    // Only the violations are gathered: axe otherwise lists every element that passed, for nothing.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** The page fits the window's width: nothing sticks out to the right (a cut-off card, a hidden button). */
export async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const content = document.getElementById('content');
    return {
      page: document.documentElement.scrollWidth - width,
      content: content ? content.scrollWidth - content.clientWidth : 0,
    };
  });
  expect(overflow, 'pixels the page and its content stick out to the right').toEqual({ page: 0, content: 0 });
}

/**
 * Nothing in the content scrolls sideways on its own (a table wider than a phone hides its last columns
 * behind a scroll the page check above does not see): lists of the phone view are cards.
 */
export async function expectNoSidewaysScroller(page: Page) {
  const scrollers = await page
    .locator('#content *')
    .evaluateAll((elements) =>
      elements
        .filter(
          (el) => /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1,
        )
        .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`),
    );
  expect(scrollers, 'boxes of the content that scroll sideways').toEqual([]);
}

/**
 * Checks accessibility and width of a settled view. With E2E_SCREENSHOTS=1 it also saves
 * e2e/artifacts/<name>-<width>.png for a person to look at: nothing compares them, so CI takes none.
 */
export async function snap(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (process.env.E2E_SCREENSHOTS === '1') {
    mkdirSync(artifacts, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: join(artifacts, `${name}-${width}.png`), animations: 'disabled' });
  }
  // A dialog still zooming in has its text half transparent: axe would judge its contrast mid-way.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await expectAccessible(page);
  await expectNoSidewaysOverflow(page);
}

/** The sidebar's labels, in order (groups expanded). */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar-menu');
  await expect(menu).toBeVisible();
  const groups = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await groups.count()) > 0) await groups.first().click();
  // A count beside a label (the new orders' badge) is not part of the label.
  const labels = await menu.locator('.ant-menu-title-content').evaluateAll((nodes) =>
    nodes.map((node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      for (const badge of Array.from(copy.querySelectorAll('.ant-badge'))) badge.remove();
      return copy.textContent ?? '';
    }),
  );
  return labels.map((l) => l.trim()).filter(Boolean);
}

/** Collects what the Content-Security-Policy blocks on the page from now on (the browser logs each). */
export function cspViolations(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  return blocked;
}

/** An instant as the screens write it in Spanish in the demo store's time zone (Lima): "dd/mm/aaaa, hh:mm". */
export const limaTime = (at: Date) => inLima(at, { hour: '2-digit', minute: '2-digit' });

/** The day of an instant in Lima, as the screens write it in Spanish: "dd/mm/aaaa". */
export const limaDate = (at: Date) => inLima(at, {});

function inLima(at: Date, time: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...time,
  }).format(at);
}

/**
 * After a code is typed or scanned at the counter: the customer's card, or, where codes differ only in
 * case (the demo's `Al` and `AL`), the chooser the counter shows first, answered with the customer's name.
 */
export async function chooseCustomerIfAsked(page: Page, name: string) {
  const chooser = page.getByRole('dialog', { name: 'Elija al cliente' });
  const card = page.getByTestId('customer-card');
  await expect(chooser.or(card).first()).toBeVisible();
  if (await chooser.isVisible()) {
    await chooser.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
}

/** A value of a list: a table's cell on wide screens, a card's field on phones (ResponsiveTable). */
export function listValue(scope: Page | Locator, text: string, exact = true): Locator {
  return scope.locator('td, .cards__field dd').getByText(text, { exact }).first();
}

/** A list's row, a table row or a phone's card, holding the text. */
export function listRow(page: Page, text: string): Locator {
  return page.locator('.ant-table-row, .cards__item').filter({ hasText: text });
}
