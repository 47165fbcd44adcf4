import { join } from 'node:path';
import config from './playwright.config';
import { apiAs, chooseCustomerIfAsked, demo, signIn, snap } from './support/helpers';
import { writeQrVideo } from './support/qr-video';
import { expect, test } from './support/test';

// Chromium's fake camera plays this file: the QR code of a demo customer, written in beforeAll.
const video = join(import.meta.dirname, '..', 'test-results', 'qr-scan', 'customer-qr.y4m');
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  permissions: ['camera'],
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

interface Customer {
  id: number;
  name: string;
  clientCode: string;
}
let customer: Customer;

test.beforeAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const call = await apiAs(request, demo.owner.email);
  const { customers } = await call<{ customers: Customer[] }>('/client/customer/all', {
    page: 1,
    pageSize: 1,
  });
  await request.dispose();
  const first = customers[0];
  if (!first) throw new Error('the demo store has no customers');
  customer = first;
  writeQrVideo(video, customer.clientCode);
});

test('the counter: scanning a customer’s QR code with the camera opens their card', async ({ page }) => {
  // The JS decoder is what browsers without a BarcodeDetector use (Firefox, iOS Safari, Chrome on
  // Linux and Windows): take the detector away so the test always reads the frames with it.
  await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'BarcodeDetector'));
  await page.goto('/');
  await signIn(page, demo.employee.email);
  await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Fidelización' }).click();
  await expect(page).toHaveURL(/\/dashboard\/loyalty$/);

  await page.getByRole('button', { name: 'Escanear QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escanear el código QR del cliente' });
  await expect(dialog).toBeVisible();

  await chooseCustomerIfAsked(page, customer.name);
  const card = page.getByTestId('customer-card');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(customer.name);
  await expect(card.getByTestId('client-code')).toHaveText(customer.clientCode);
  await expect(dialog).toBeHidden();
  await snap(page, 'loyalty-qr-scan');
});
