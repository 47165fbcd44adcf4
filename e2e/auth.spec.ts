import { DEMO_PASSWORD, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

test.describe('sign-in (spec §4, §5, §8)', () => {
  test('empty fields give the spec message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('El email y/o la contraseña no son válidos.');
    await page.getByLabel('Email').fill('owner@premia.local');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('El email y/o la contraseña no son válidos.');
  });

  test('shows the info message while validating, then the server message on failure', async ({ page }) => {
    await page.goto('/signin');
    // Hold the answer a moment so the 'info' message can be seen.
    await page.route('**/login/client', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByLabel('Email').fill('owner@premia.local');
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Validando el usuario y contraseña, por favor espere...',
    );
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('El email y/o la contraseña no son válidos.');
    await expect(alert).toHaveClass(/ant-alert-error/);
    await expect(page).toHaveURL(/\/signin$/);
    await snap(page, 'signin-server-error');
  });

  test("the back office's code loads while the email is typed, not with the page (issue 32 §9)", async ({
    page,
  }) => {
    const shell: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(DashboardApp|HomePage|StoreDashboard)-[^/]+\.js$/.test(request.url()))
        shell.push(request.url());
    });
    await page.goto('/signin');
    await page.waitForLoadState('networkidle');
    expect(shell).toEqual([]);
    await page.getByLabel('Email').fill(demo.owner.email);
    await expect
      .poll(() => shell.map((url) => url.replace(/^.*\/assets\/([A-Za-z]+)-.*$/, '$1')).sort())
      .toEqual(['DashboardApp', 'HomePage', 'StoreDashboard']);
    // Nothing of the sign-in page changed meanwhile: it still signs in.
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByTestId('home-today')).toBeVisible();
  });

  test('with its code loaded while the password is typed, the home draws at once, no loading placeholder on the way (issue 32 §9)', async ({
    page,
  }) => {
    // A lazy screen drawn for the first time shows its placeholder while its code loads, and React then
    // holds its content back for up to 300 ms: the shell, the home and the dashboard are drawn from the
    // code already loaded (a wait for the shell's first data may show one: that is not counted here).
    await page.addInitScript(() => {
      const seen = window as unknown as { __placeholders?: number };
      seen.__placeholders = 0;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of Array.from(change.addedNodes))
            if (
              node instanceof Element &&
              (node.matches('[data-waiting-for="code"]') || node.querySelector('[data-waiting-for="code"]'))
            )
              seen.__placeholders = (seen.__placeholders ?? 0) + 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demo.owner.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.locator('html[data-back-office="warm"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByTestId('total-points-given')).toBeVisible();
    await expect(page.getByTestId('home-today')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __placeholders?: number }).__placeholders)).toBe(
      0,
    );
  });

  test("the home's figures are painted before the chart's code is asked for (issue 32 §9)", async ({
    page,
  }) => {
    // In the page's own clock: when the dashboard's totals enter the document, and when the chart's
    // chunk was asked for (the resource timing of its file).
    await page.addInitScript(() => {
      const marks = window as unknown as { __totalsAt?: number };
      new MutationObserver(() => {
        if (marks.__totalsAt === undefined && document.querySelector('[data-testid="total-points-given"]'))
          marks.__totalsAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demo.owner.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByTestId('points-chart')).toBeVisible();
    const { totalsAt, chartAskedAt } = await page.evaluate(() => ({
      totalsAt: (window as unknown as { __totalsAt?: number }).__totalsAt ?? null,
      chartAskedAt:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/PointsChart-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
    expect(totalsAt).not.toBeNull();
    expect(chartAskedAt).not.toBeNull();
    expect(Number(chartAskedAt)).toBeGreaterThan(Number(totalsAt));
  });

  for (const [role, account] of Object.entries(demo)) {
    test(`${role}: a wrong password and an unknown email get the same spec message`, async ({ page }) => {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Contraseña', { exact: true }).fill('Premia2025!');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('alert')).toHaveText('El email y/o la contraseña no son válidos.');
      await expect(page.getByRole('alert')).toHaveClass(/ant-alert-error/);
      // The same message for an address nobody has: nothing tells which accounts exist.
      await page.getByLabel('Email').fill(account.email.replace('@', '.nadie@'));
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('alert')).toHaveText('El email y/o la contraseña no son válidos.');
      await expect(page).toHaveURL(/\/signin$/);
      expect(await page.evaluate(() => localStorage.getItem('premia.session'))).toBeNull();
    });
  }

  for (const [role, account] of Object.entries(demo)) {
    test(`${role} signs in and lands on the dashboard greeted by name`, async ({ page }) => {
      await page.goto('/');
      await signIn(page, account.email);
      await expect(page.getByTestId('user-menu')).toContainText('Hola');
      await expect(page.getByTestId('user-menu')).toContainText(account.name);
      // The banner under the top bar names the store (or the platform) instead of greeting again.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        role === 'admin' ? 'Administración de la plataforma' : 'Café Aurora',
      );
      await expect(page.getByTestId('home-today')).toBeVisible();
      await expect(page.locator('footer')).toHaveText('Panel de control');
    });
  }
});

test.describe('session (spec §4)', () => {
  test('a protected URL redirects to /signin and returns to its origin after sign-in', async ({ page }) => {
    await page.goto('/dashboard/myprofile');
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, demo.owner.email, DEMO_PASSWORD, /\/dashboard\/myprofile$/);
    await expect(page.getByRole('heading', { name: 'Mi Perfil', level: 1 })).toBeVisible();
  });

  test('logout clears the session and goes to /', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.employee.email);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('premia.session'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the top bar menu opens my profile', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  });

  test('a stored token without a user type is logged out at start', async ({ page }) => {
    await page.goto('/signin');
    await page.evaluate(() =>
      localStorage.setItem('premia.session', JSON.stringify({ token: 'x'.repeat(40) })),
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('premia.session'))).toBeNull();
  });

  test('a 401 (revoked token) ends the session and goes to /signin', async ({ page, context }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('premia.session') ?? '{}').token);
    // Revoke the token from outside the page, as another tab's sign-out would.
    const response = await context.request.post('/login/client/logout', {
      data: {},
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/dashboard/myprofile');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('premia.session'))).toBeNull();
  });
});
