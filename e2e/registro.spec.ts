import { confirmTokenIn, snap } from './support/helpers';
import { waitForMail } from './support/mail';
import { expect, test } from './support/test';

test('registro creates a store and its owner, who lands on the dashboard from the mailed link', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Registre su negocio' }).click();
  await expect(page).toHaveURL(/\/registro$/);
  await expect(page.getByRole('heading', { name: 'Registre su negocio', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El campo «Nombre del negocio» es obligatorio.')).toBeVisible();
  await snap(page, 'registro-errors');

  await page.getByLabel('Nombre del negocio').fill(`Panadería ${tag}`);
  await page.getByLabel('Tipo de comercio').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Quispe');
  await page.getByLabel('Email').fill(`LUCIA.${tag}@Example.com`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Pan-de-yema-2026');
  await page.getByLabel('Repita la contraseña').fill('Pan-de-yema-2027');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Las contraseñas deben ser iguales.')).toBeVisible();
  await page.getByLabel('Repita la contraseña').fill('Pan-de-yema-2026');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // The same answer whether or not the address had an account: the mail says what happened.
  await expect(page.getByRole('heading', { name: 'Revise su email', level: 1 })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Le enviamos un email a lucia\\.${tag}@example\\.com`, 'i')),
  ).toBeVisible();
  await snap(page, 'registro-sent');
  const token = confirmTokenIn(await waitForMail(`lucia.${tag}@example.com`));
  await page.goto(`/confirmar-email?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Panadería ${tag}`);
  // A store without customers is told its next step, not greeted a second time.
  await expect(page.getByTestId('home-next-step')).toContainText(
    'Siguiente paso: cree los premios que sus clientes podrán canjear · registre a su primer cliente y dele puntos en Fidelización',
  );
  await expect(page.getByTestId('sidebar-menu').getByRole('link', { name: 'Empleados' })).toBeVisible();
});
