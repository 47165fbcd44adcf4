import { apiAs, demo, registerOwner, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

// Issue #13 item 7: "Comprar" asks first and says how to pay; a double click or a second tab is one
// order; the owner cancels a pending order.
test.use({ timezoneId: 'Europe/Madrid' });

const instructions =
  'Transferencia al BCP 191-2345678-0-12 (Premia SAC); envíe el comprobante a pagos@premia.local.';

test('buying a pack: confirm with the price and how to pay, one order for a double click or two tabs, cancel', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(request, demo.admin.email);
  await admin('/admin/configuration/payment/save', { instructions });
  const owner = await registerOwner(request);
  await page.goto('/');
  await signIn(page, owner.email, owner.password);
  await page.goto('/dashboard/payment');

  await page.getByRole('button', { name: 'Comprar Pack 100 canjes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar la compra' });
  await expect(dialog).toContainText('Pack 100 canjes');
  await expect(dialog).toContainText('USD 15.00');
  await expect(dialog).toContainText(instructions);
  await snap(page, 'buy-plan-confirm');
  // Nothing is ordered until the owner confirms.
  await dialog.getByRole('button', { name: 'Volver' }).click();
  const history = page.getByRole('region', { name: 'Pagos' });
  await expect(history).toContainText('Todavía no hay pagos.');

  await page.getByRole('button', { name: 'Comprar Pack 100 canjes' }).click();
  await dialog.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Se registró su pedido.');
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history.locator('tbody tr')).toContainText('Pendiente');

  // A second tab buys the same pack: it finds the pending order instead of making another.
  const other = await context.newPage();
  await other.goto('/dashboard/payment');
  await other.getByRole('button', { name: 'Comprar Pack 100 canjes' }).click();
  const otherDialog = other.getByRole('dialog', { name: 'Confirmar la compra' });
  await expect(otherDialog).toContainText('Ya tiene un pedido pendiente de este paquete');
  await otherDialog.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(other.locator('.ant-notification-notice').last()).toContainText(
    'Ya tenía un pedido pendiente de este paquete.',
  );
  await other.close();
  await page.reload();
  await expect(history.locator('tbody tr')).toHaveCount(1);

  await page.getByRole('button', { name: 'Cancelar el pedido de Pack 100 canjes' }).click();
  await expect(page.getByText('¿Cancelar este pedido?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido', exact: true }).click();
  await expect(page.locator('.ant-notification-notice').last()).toContainText('Pedido cancelado.');
  await expect(history.locator('tbody tr')).toContainText('Cancelado');
  await expect(page.getByRole('button', { name: 'Cancelar el pedido de Pack 100 canjes' })).toHaveCount(0);
  await snap(page, 'buy-plan-cancelled');
});
