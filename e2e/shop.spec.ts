import { createShopEmployee } from './support/employees';
import { apiAs, demo, signIn, snap } from './support/helpers';
import { expect, test } from './support/test';

// The online shop's back office at work: a product created and a file previewed by the owner, and an
// order taken from new to delivered by an employee with the shop permission (confirmed, noted,
// delivered, its points in the customer's balance). The screens themselves are in screens.spec.ts.
test.describe('the online shop', () => {
  test('the owner creates a product and previews a products file', async ({ page }) => {
    await page.goto('/');
    await signIn(page, demo.owner.email);
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Nombre').fill('Chocotejas x12');
    await modal.getByLabel('Precio (PEN)').fill('36.00');
    await modal.getByLabel('Stock').fill('15');
    await snap(page, 'shop-product-modal');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto creado')).toBeVisible();
    await page.getByLabel('Buscar por nombre').fill('Chocotejas');
    await expect(page.getByRole('cell', { name: 'S/ 36.00' })).toBeVisible();

    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByTestId('products-file').setInputFiles({
      name: 'productos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('nombre,precio,stock\nTurrón de Doña Pepa,25.00,10\nSin precio,,\n'),
    });
    await expect(page.getByText('Se leyeron 2 filas: 1 válidas y 1 con errores.')).toBeVisible();
    await expect(page.getByText('El precio no es un monto válido (por ejemplo 32.50).')).toBeVisible();
    await snap(page, 'shop-products-import');
  });

  test('an employee with the shop permission confirms an order, notes it and delivers it', async ({
    page,
    request,
  }) => {
    const owner = await apiAs(request, demo.owner.email);
    const { orders } = await owner<{ orders: { id: number; customer: { id: number }; points: number }[] }>(
      '/client/orders/get-all',
      { state: 'new' },
    );
    const order = orders[0]!;
    const before = await owner<{ customer: { balance: number } }>('/client/customer/info', {
      customerId: order.customer.id,
    });

    const employee = await createShopEmployee(request);
    await page.goto('/');
    await signIn(page, employee.email, employee.password);
    await page.goto('/dashboard/orders');
    await page.getByRole('button', { name: `Ver el pedido #${order.id}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(`El pedido #${order.id} ahora está: Confirmado.`)).toBeVisible();
    await drawer.getByLabel('Escriba una nota interna').fill('Entregar después de las 5 p. m.');
    await drawer.getByRole('button', { name: 'Agregar nota' }).click();
    await expect(drawer.getByText('Entregar después de las 5 p. m.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Marcar entregado' }).click();
    await expect(page.getByText(`El pedido #${order.id} ahora está: Entregado.`)).toBeVisible();
    await expect(drawer.getByText('ya sumados')).toBeVisible();
    await expect(drawer.getByText(employee.name).first()).toBeVisible();

    const after = await owner<{ customer: { balance: number } }>('/client/customer/info', {
      customerId: order.customer.id,
    });
    expect(after.customer.balance).toBe(before.customer.balance + order.points);
  });
});
