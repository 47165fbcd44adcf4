import { registerOwner, signIn, snap } from './support/helpers';
import { expect, type Page, test } from './support/test';

// A 2×2 PNG: what the upload accepts is checked by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgL8sDIgYIBQAZJgPNYghy3gAAAABJRU5ErkJggg==',
  'base64',
);
const notice = (page: Page) => page.locator('.ant-notification-notice').last();
const option = (page: Page, name: string) =>
  page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${name}$`) });

test('employees: the owner creates, edits and deletes an employee and sees each spec message', async ({
  page,
  request,
}) => {
  const owner = await registerOwner(request);
  await signIn(page, owner.email, owner.password);
  await page.goto('/dashboard/employees');
  await expect(page.getByRole('heading', { name: 'Empleados', level: 1 })).toBeVisible();
  await snap(page, 'employees');

  await page.getByRole('button', { name: 'Nuevo empleado' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByLabel('Dar puntos')).toBeChecked();
  await expect(modal.getByLabel('Canjear premios')).toBeChecked();
  await expect(modal.getByLabel('Crear clientes')).toBeChecked();
  await expect(modal.getByLabel('Tienda online')).not.toBeChecked();
  const email = `rosa.${Date.now().toString(36)}@example.com`;
  await modal.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await modal.getByLabel('Apellido').fill('Huamán');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Local').click();
  await option(page, 'Local principal').click();
  await modal.getByLabel('Contraseña', { exact: true }).fill('Cafe-Rosa-2026');
  await modal.getByLabel('Repita la contraseña').fill('Cafe-Rosa-2027');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Las contraseñas deben ser iguales.');
  await modal.getByLabel('Repita la contraseña').fill('Cafe-Rosa-2026');
  await snap(page, 'employees-modal');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se ha creado un nuevo empleado.');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Editar ${email}` }).click();
  await expect(modal.getByLabel('Email')).toHaveValue(email);
  await modal.getByLabel('Tienda online').check();
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se actualizó la información del empleado.');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Tienda online');

  // The modal is reset when closed: a new employee starts empty again.
  await page.getByRole('button', { name: 'Nuevo empleado' }).click();
  await expect(modal.getByLabel('Email')).toHaveValue('');
  await expect(modal.getByLabel('Tienda online')).not.toBeChecked();
  await modal.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: `Eliminar ${email}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(notice(page)).toContainText('Se eliminó al empleado.');
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeHidden();
});

test('locations: the owner adds a location and changes its city', async ({ page, request }) => {
  const owner = await registerOwner(request);
  await signIn(page, owner.email, owner.password);
  await page.goto('/dashboard/locations');
  await expect(page.getByRole('heading', { name: 'Locales', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo local' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Nombre').fill('Sucursal Miraflores');
  await modal.getByLabel('Dirección').fill('Av. Larco 812');
  await modal.getByLabel('Ciudad').click();
  await option(page, 'Lima').click();
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se ha creado el local.');
  const row = page.getByRole('row', { name: /Sucursal Miraflores/ });
  await expect(row).toContainText('Lima');
  await snap(page, 'locations');

  await row.getByRole('button', { name: 'Cambiar ciudad' }).click();
  await modal.getByLabel('Ciudad').click();
  await option(page, 'Arequipa').click();
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('Se cambió la ciudad del local.');
  await expect(modal).toBeHidden();
  await expect(row).toContainText('Arequipa');
});

test('configuration: conversion and logo survive a reload; POS token; deleting the account', async ({
  page,
  request,
}) => {
  const owner = await registerOwner(request);
  await signIn(page, owner.email, owner.password);
  await page.goto('/dashboard/configuration');
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Nombre del negocio', { exact: true })).toHaveValue(owner.storeName);

  await page.getByLabel('Puntos', { exact: true }).fill('3');
  await page.getByLabel('por cada monto de compra de').fill('12.5');
  await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('Logo', { exact: true })).not.toHaveValue('');
  const logoUrl = await page.getByLabel('Logo', { exact: true }).inputValue();
  await page.getByLabel('Enviar un email al dar puntos').click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(notice(page)).toContainText('La configuración del negocio ha sido guardada.');
  await page.reload();
  await expect(page.getByLabel('Puntos', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('por cada monto de compra de')).toHaveValue('12.50');
  await expect(page.getByLabel('Logo', { exact: true })).toHaveValue(logoUrl);
  await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute('src', logoUrl);
  expect((await request.get(logoUrl)).status()).toBe(200);
  await expect(page.getByLabel('Enviar un email al dar puntos')).toBeChecked();
  await snap(page, 'configuration');

  await page.getByRole('button', { name: 'Generar token' }).click();
  await expect(page.getByTestId('pos-token')).toBeVisible();
  const token = (await page.getByTestId('pos-token').innerText()).trim();
  expect(token.length).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Eliminar token' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar token' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Todavía no hay un token.')).toBeVisible();

  await page.getByLabel('Nombre del negocio para confirmar').fill('Otro nombre');
  await page.getByRole('button', { name: 'Eliminar la cuenta' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'no coincide' })).toBeVisible();
  await page.getByLabel('Nombre del negocio para confirmar').fill(owner.storeName);
  await page.getByRole('button', { name: 'Eliminar la cuenta' }).click();
  await expect(page).toHaveURL(/\/(signin)?$/);
  await signInFails(page, owner.email, owner.password);
});

test('payment and subscription screens of the demo owner', async ({ page }) => {
  await signIn(page, 'owner@premia.local');
  await page.goto('/dashboard/payment');
  await expect(page.getByRole('heading', { name: 'Pagos y canjes', level: 1 })).toBeVisible();
  await expect(page.getByText('Pack 100 canjes').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Confirmado', exact: true })).toBeVisible();
  await snap(page, 'payment');

  await page.goto('/dashboard/recurringsubscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Activa');
  await snap(page, 'recurringsubscription');
});

async function signInFails(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toContainText('El email y/o la contraseña no son válidos.');
}
