import { demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

test('mobile (375 px): the menu is a drawer that closes after an item is clicked', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  const drawer = page.locator('.shell__drawer');
  await expect(drawer).toBeHidden();

  await page.getByTestId('menu-toggle').click();
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(240);
  await snap(page, 'mobile-drawer-open');

  await drawer.getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(drawer).toBeHidden();

  await page.getByTestId('menu-toggle').click();
  await expect(drawer.locator('.ant-menu-item-selected')).toHaveText('Clientes');
});

test('tab width (1000 px): the sidebar is collapsed and opens on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/');
  await signIn(page, demo.owner.email);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(80);
  // As a hand on a mouse does: onto the sidebar, then a little further inside it.
  await sidebar.hover();
  const box = await sidebar.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 300, { steps: 4 });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(240);
  await page.mouse.move(900, 500);
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
});
