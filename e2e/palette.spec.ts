import { palette } from '../apps/web/src/ui/theme';
import { demo, signIn, snap } from './support/helpers';
import { expect, type Locator, type Page, test } from './support/test';

const brand = new Set<string>(Object.values(palette));

/** Every colour a chart's series draw with (bars, lines, legend marks), as #rrggbb. */
async function seriesColours(chart: Locator): Promise<string[]> {
  return chart.evaluate((root) => {
    const hex = (value: string | null) => {
      if (!value || value === 'none') return null;
      const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value);
      return rgb
        ? `#${rgb
            .slice(1)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`
        : value.toLowerCase();
    };
    const marks = root.querySelectorAll(
      '.recharts-bar-rectangle path, .recharts-line-curve, .recharts-legend-item .recharts-surface path',
    );
    return Array.from(marks).flatMap((mark) => {
      const style = getComputedStyle(mark);
      return [hex(style.fill), hex(style.stroke)].filter((c): c is string => c !== null);
    });
  });
}

async function expectBrandColours(page: Page, chart: Locator) {
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const colours = await seriesColours(chart);
  expect(colours.length).toBeGreaterThan(0);
  expect(
    colours.filter((c) => !brand.has(c)),
    `colours outside the brand's palette on ${page.url()}`,
  ).toEqual([]);
}

test('the owner’s charts (points, purchases and customers) draw with the brand’s palette only', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, demo.owner.email);
  const chart = page.getByTestId('points-chart');
  await expectBrandColours(page, chart);
  await page.getByText('Compras y clientes', { exact: true }).click();
  await expect(chart.locator('.recharts-line-curve').first()).toBeVisible();
  await expectBrandColours(page, chart);
  await snap(page, 'palette-purchases');
});

test('the admin’s chart of months draws with the brand’s palette only', async ({ page }) => {
  await page.goto('/');
  await signIn(page, demo.admin.email);
  await page.goto('/dashboard/admin');
  await expectBrandColours(page, page.getByTestId('admin-months-chart'));
});
