import { demo, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';
import { fillSignUp, STORE } from './support/wallet';

// `npm start` alone (issue 32): a server without SMTP_URL (the 'nomail' project) keeps its mails for the
// platform admin, who reads them in «Correo saliente»: a new business is confirmed and signs in, a new
// customer signs up in the wallet with the code read there.

const PASSWORD = 'Pan-de-yema-2026';

/** The admin's «Correo saliente», opened from the sidebar. */
async function openOutbox(admin: Page) {
  await admin.goto('/');
  await signIn(admin, demo.admin.email);
  await admin.getByTestId('sidebar-menu').getByRole('link', { name: 'Correo saliente' }).click();
  await expect(admin.getByRole('heading', { name: 'Correo saliente', level: 1 })).toBeVisible();
  await expect(admin.getByText('Correos de este proceso del servidor', { exact: false })).toBeVisible();
}

/** The newest mail to `to`, its row found after «Actualizar» (the mail job sends it in its time). */
async function newestMailTo(admin: Page, to: string) {
  const row = admin.getByTestId('outbox-table').getByRole('row').filter({ hasText: to }).first();
  await expect(async () => {
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test('without SMTP_URL, a new business confirms from «Correo saliente» and signs in; a customer signs up with the code read there', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const ownerEmail = `lucia.${tag}@example.com`;
  const customerEmail = `valeria.${tag}@example.com`;
  await openOutbox(admin);

  // A new business registers: the confirmation mail waits in the admin's outbox.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/registro');
  await owner.getByLabel('Nombre del negocio').fill(`Panadería ${tag}`);
  await owner.getByLabel('Tipo de comercio').click();
  await owner.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await owner.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await owner.getByLabel('Apellido').fill('Quispe');
  await owner.getByLabel('Email').fill(ownerEmail);
  await owner.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await owner.getByLabel('Repita la contraseña').fill(PASSWORD);
  await owner.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(owner.getByRole('heading', { name: 'Revise su email', level: 1 })).toBeVisible();

  const confirmation = await newestMailTo(admin, ownerEmail);
  await expect(confirmation).toContainText('Confirmación de email');
  await confirmation
    .getByRole('button', { name: 'Confirme su email para activar su cuenta de Premia' })
    .click();
  const mail = admin.getByRole('dialog', { name: 'Confirme su email para activar su cuenta de Premia' });
  const link = mail.getByRole('link', { name: /\/confirmar-email\?token=/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await snap(admin, 'outbox-mail');
  const href = await link.getAttribute('href');
  await mail.getByRole('button', { name: 'Cerrar' }).click();

  // The link confirms the address and signs the owner in; later the password does.
  await owner.goto(href!);
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(`Panadería ${tag}`);
  await owner.getByTestId('user-menu').click();
  await owner.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(owner).toHaveURL(/\/$/);
  await signIn(owner, ownerEmail, PASSWORD);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(`Panadería ${tag}`);
  await ownerContext.close();

  // A customer signs up in the wallet with the code the admin reads in the outbox.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(STORE);
  await customer.getByRole('link', { name: 'Entrar o registrarme' }).click();
  await customer.getByLabel('Email').fill(customerEmail);
  await customer.getByRole('button', { name: 'Enviar código' }).click();
  await expect(customer.getByRole('status')).toHaveText(
    `Le enviamos un código de 6 dígitos a ${customerEmail}. Vence en 20 minutos.`,
  );
  const codeMail = await newestMailTo(admin, customerEmail);
  await expect(codeMail).toContainText('Código de la billetera');
  const code = /Su código para entrar: (\d{6})/.exec(await codeMail.innerText())?.[1];
  expect(code, 'the code in the mail').toMatch(/^\d{6}$/);
  await snap(admin, 'outbox-list');
  await customer.getByLabel('Código de 6 dígitos').fill(code!);
  await customer.getByRole('button', { name: 'Entrar', exact: true }).click();
  await fillSignUp(customer, { firstName: 'Valeria', lastName: `Torres ${tag}` });
  await expect(customer).toHaveURL(`${STORE}/card`);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Valeria Torres ${tag}`);
  await expect(customer.getByTestId('client-code')).toHaveText(/^A[0-9A-Za-z]+$/);
  await phone.close();

  // The same list on a phone: cards, nothing wider than the screen.
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.reload();
  await expect(admin.getByTestId('outbox-table')).toContainText(customerEmail);
  await snap(admin, 'outbox-list');
});
