import { registerOwner, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

test('my profile: view, update, change password', async ({ page, request }) => {
  const owner = await registerOwner(request);
  await page.goto('/signin');
  await signIn(page, owner.email, owner.password);
  await page.goto('/dashboard/myprofile');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(owner.firstName);
  await expect(page.getByLabel('Email')).toHaveValue(owner.email);
  await expect(page.getByText('Dueño')).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toContainText('Perfil actualizado');
  await expect(notice).toContainText('La información ha sido guardada.');
  await expect(page.getByTestId('user-menu')).toContainText(`Hola Rosa ${owner.lastName}`);
  await snap(page, 'myprofile-saved');

  const change = page.getByRole('button', { name: 'Cambiar contraseña' });
  const passwordCard = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Cambiar contraseña' }) });
  await page.getByLabel('Contraseña actual').fill(owner.password);
  await change.click();
  await expect(passwordCard.getByRole('alert')).toHaveText('Tiene que indicar una contraseña.');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva-clave-2026');
  await page.getByLabel('Repita la nueva contraseña').fill('Nueva-clave-2027');
  await change.click();
  await expect(passwordCard.getByRole('alert')).toHaveText('Las contraseñas deben ser iguales.');
  await page.getByLabel('Repita la nueva contraseña').fill('Nueva-clave-2026');
  await change.click();
  await expect(passwordCard.getByRole('alert')).toHaveText(
    'La contraseña fué cambiada con éxito. Ya puede usarla.',
  );
  await snap(page, 'myprofile-password-changed');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, owner.email, 'Nueva-clave-2026');
});
