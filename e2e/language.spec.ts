import { registerOwner, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

/** Opens the dashboard's date-range picker, reads the weekday header of its calendar and closes it. */
async function expectPickerWeekdays(page: Page, weekdays: string[]) {
  await page.locator('#dashboard-range-start').click();
  const header = page.locator('.ant-picker-dropdown:visible .ant-picker-content thead').first();
  await expect(header.locator('th')).toHaveText(weekdays);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

test('language switch: the interface, antd and the profile follow, and the choice persists', async ({
  page,
  browser,
  request,
}) => {
  // Five languages loaded and drawn one after another, and a second browser context: on a loaded
  // 2-core machine that alone passes the default minute.
  test.setTimeout(180_000);
  const owner = await registerOwner(request);
  await page.goto('/signin');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByTestId('sidebar-menu')).toContainText('Clientes');

  await page.getByTestId('language-picker').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['Español', 'English', '中文', 'Français', 'Italiano']);
  await options.filter({ hasText: 'English' }).click();
  await expect(page.getByTestId('sidebar-menu')).toContainText('Customers');
  await expect(page.getByTestId('user-menu')).toContainText('Hello');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('footer')).toHaveText('Control panel');
  // antd's own texts and dayjs follow: the date picker's weekdays are English.
  await expectPickerWeekdays(page, ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  await snap(page, 'home-english');

  await page.reload();
  await expect(page.getByTestId('sidebar-menu')).toContainText('Customers');

  // The profile keeps the choice: another browser signs in and gets English.
  await expect
    .poll(async () => {
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('premia.session') ?? '{}').token,
      );
      const info = await request.post('/client/info', {
        data: {},
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await info.json()).user?.defaultLanguage;
    })
    .toBe('en');
  const other = await browser.newPage();
  await other.goto('/signin');
  await signIn(other, owner.email, owner.password);
  await expect(other.getByTestId('sidebar-menu')).toContainText('Customers');
  await other.close();

  await page.getByTestId('language-picker').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Français' })
    .click();
  await expect(page.getByTestId('user-menu')).toContainText('Bonjour');
  await expectPickerWeekdays(page, ['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
  await page.goto('/dashboard/nothing-here');
  await expect(page.getByText("La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();

  await page.getByTestId('language-picker').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Español' })
    .click();
  await expect(page.getByText('La página que busca no existe o ha sido movida.')).toBeVisible();
});
