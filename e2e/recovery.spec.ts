import { registerOwner, signIn, snap } from './support/helpers';
import { waitForMail } from './support/mail';
import { expect, test } from './support/test';

test('forgot password: the mail arrives over SMTP and its link sets a new password', async ({
  page,
  request,
}) => {
  const owner = await registerOwner(request);
  await page.goto('/signin');
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  const modal = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Email').fill('no-es-un-email');
  await modal.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Ingrese un email válido.');
  await snap(page, 'forgot-password-modal');

  await modal.getByLabel('Email').fill(owner.email);
  await modal.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(modal).toBeHidden();
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Pedido recibido' });
  await expect(notice).toBeVisible();
  await page.waitForTimeout(5000);
  await expect(notice, "'Pedido recibido' never closes by itself").toBeVisible();

  const text = await waitForMail(owner.email);
  const link = /https?:\/\/\S+\/resetpassword\?token=[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
  await snap(page, 'reset-password');

  const submit = page.getByRole('button', { name: 'Cambiar contraseña' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Tiene que indicar una contraseña.');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-clave-segura-1');
  await expect(page.getByRole('alert'), 'the message clears when a field changes').toHaveCount(0);
  await page.getByLabel('Repita la nueva contraseña').fill('Otra-clave-segura-2');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas deben ser iguales.');
  await page.getByLabel('Repita la nueva contraseña').fill('Otra-clave-segura-1');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña fué cambiada con éxito. Ya puede usarla.');

  await page.goto('/signin');
  await signIn(page, owner.email, 'Otra-clave-segura-1');
});

test('the reset page without a token says the link is not valid', async ({ page }) => {
  await page.goto('/resetpassword');
  await expect(page.getByRole('alert')).toContainText('El enlace de recuperación no es válido');
});

test('a cut or made-up link, short or long, says the link is not valid (never a length rule)', async ({
  page,
}) => {
  for (const token of ['abc', 'x'.repeat(300)]) {
    await page.goto(`/resetpassword?token=${token}`);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-clave-segura-1');
    await page.getByLabel('Repita la nueva contraseña').fill('Otra-clave-segura-1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
    );
    await expect(page.getByText(/caracteres/)).toHaveCount(0);
  }
});
