import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';
import { STORE, signUpInWallet } from './support/wallet';

/** Issue 34 §6: what a store sends to a segment reaches its customers' wallets, and nobody else's. */
test('the owner sends a coupon and an offer to a segment: a customer in it sees both in the wallet, one outside neither', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const owner = await apiAs(request, demo.owner.email);

  // Two new customers, each in their own phone; the one in the segment accepts the store's mails.
  const phones: Page[] = [];

  for (const who of ['Dentro', 'Fuera']) {
    const phone = await (await browser.newContext()).newPage();
    await phone.goto(STORE);
    await signUpInWallet(
      phone,
      { email: `${who.toLowerCase()}.${tag}@example.com`, firstName: 'Rosa', lastName: `${who} ${tag}` },
      { marketing: who === 'Dentro' },
    );
    phones.push(phone);
  }
  const [inside, outside] = phones as [Page, Page];
  const segmentName = `Aceptan correos ${tag}`;
  await owner('/client/segments/add', { name: segmentName, filter: { consent: 'mail' } });
  const batchName = `Regalo ${tag}`;
  // An offer for everybody: what shows that the outsider's list has loaded.
  await owner('/client/offer/add', { name: `Para todos ${tag}`, public: false, active: true });
  await owner('/client/coupons/add', { name: batchName, points: 30, expiresOn: '2030-12-31', count: 2000 });

  await page.goto('/');
  await signIn(page, demo.owner.email);

  // The coupon: «Enviar a un segmento», the count first, then the confirmation.
  await page.goto('/dashboard/coupons');
  await page.getByRole('button', { name: `Enviar ${batchName} a un segmento` }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: `Enviar «${batchName}» a un segmento` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Segmento' }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${segmentName}"]`).click();
  await expect(dialog.getByTestId('segment-reach')).toContainText(/clientes? recibirán el cupón/);
  await snap(page, 'coupon-send-to-segment');
  await dialog.getByRole('button', { name: /^Enviar a \d+ clientes$/ }).click();
  await expect(
    page.getByText(new RegExp(`Se envió el cupón «${batchName}» a \\d+ clientes de «${segmentName}»`)),
  ).toBeVisible();

  // The offer: «Para: Un segmento», its live count, saved.
  const offerName = `Solo para grandes ${tag}`;
  await page.goto('/dashboard/offers');
  await page.getByRole('button', { name: 'Nueva oferta' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nueva oferta' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(offerName);
  await form.getByText('Un segmento', { exact: true }).click();
  await form.getByRole('combobox', { name: 'Segmento' }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${segmentName}"]`).click();
  await expect(form.getByTestId('offer-reach')).toContainText(/^Llega a \d+ clientes?\.$/);
  await snap(page, 'offer-for-segment');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  // In the segment: the coupon in «Sus cupones», claimed; the offer among the offers.
  await inside.goto(`${STORE}/coupon`);
  const given = inside.getByTestId('given-coupon').filter({ hasText: batchName });
  await expect(given).toContainText('30 puntos');
  await given.getByRole('button', { name: 'Usar este cupón' }).click();
  await inside.getByRole('button', { name: 'Canjear cupón' }).click();
  await expect(inside.getByRole('status')).toContainText(`¡Listo! Sumó 30 puntos con «${batchName}».`);
  await inside.goto(`${STORE}/offers`);
  await expect(inside.getByText(offerName)).toBeVisible();

  // Outside: neither.
  await outside.goto(`${STORE}/coupon`);
  await expect(outside.getByRole('button', { name: 'Canjear cupón' })).toBeVisible();
  await expect(outside.getByTestId('given-coupon')).toHaveCount(0);
  await outside.goto(`${STORE}/offers`);
  await expect(outside.getByText(`Para todos ${tag}`)).toBeVisible();
  await expect(outside.getByText(offerName)).toHaveCount(0);
});
