import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createCustomerSession } from '../../../../test/factories.ts';

let owner: string;
let storeId: number;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  storeId = (await t.pool.query(`select id from stores where slug = 'cafe-aurora'`)).rows[0].id;
  await t.pool.query(
    'update stores set use_conversion = true, conversion_points = 1, conversion_money_cents = 100 where id = $1',
    [storeId],
  );
});

const csv = (text: string) => ({ data: Buffer.from(text), filename: 'productos.csv', type: 'text/csv' });

describe('shop categories', () => {
  it('creates, updates, reorders and deletes; a deleted category leaves its products without one', async () => {
    const a = await t.post('/client/product-categories/add', { name: 'Cafés especiales' }, owner);
    expect(a.body).toMatchObject({
      m: 'Categoría creada',
      category: { name: 'Cafés especiales', active: true, products: 0 },
    });
    const b = await t.post('/client/product-categories/add', { name: 'Postres', active: false }, owner);
    const updated = await t.post(
      '/client/product-categories/update',
      { productCategoryId: b.body.category.id, name: 'Postres caseros', active: true },
      owner,
    );
    expect(updated.body).toMatchObject({ m: 'Categoría actualizada', category: { name: 'Postres caseros' } });
    const reordered = await t.post(
      '/client/product-categories/reorder',
      { productCategoryIds: [b.body.category.id] },
      owner,
    );
    const names = reordered.body.categories.map((c: { name: string }) => c.name);
    expect(names.indexOf('Postres caseros')).toBeLessThan(names.indexOf('Cafés especiales'));
    const product = await t.post(
      '/client/products/add',
      { name: 'Tarta de queso', priceCents: 1800, productCategoryId: b.body.category.id },
      owner,
    );
    expect(product.body.product.category).toEqual({ id: b.body.category.id, name: 'Postres caseros' });
    const deleted = await t.post(
      '/client/product-categories/delete',
      { productCategoryId: b.body.category.id },
      owner,
    );
    expect(deleted.body.m).toBe('Categoría eliminada');
    const list = await t.post('/client/products/get-all', { search: 'Tarta de queso' }, owner);
    expect(list.body.products[0].category).toBeNull();
  });
});

describe('products', () => {
  it('creates a product with its points from the conversion or fixed, and refuses broken rules in Spanish', async () => {
    const converted = await t.post('/client/products/add', { name: 'Café 1 kg', priceCents: 9950 }, owner);
    expect(converted.body).toMatchObject({ m: 'Producto creado', product: { points: 99, stock: null } });
    const fixed = await t.post(
      '/client/products/add',
      { name: 'Taza Premia', priceCents: 3000, pointsMode: 'fixed', fixedPoints: 15 },
      owner,
    );
    expect(fixed.body.product).toMatchObject({ points: 15, pointsMode: 'fixed' });
    const oldPrice = await t.post(
      '/client/products/add',
      { name: 'Oferta', priceCents: 3000, oldPriceCents: 2500 },
      owner,
    );
    expect(oldPrice.status).toBe(400);
    expect(oldPrice.body.m).toBe('El precio anterior debe ser mayor que el precio.');
    const noPoints = await t.post(
      '/client/products/add',
      { name: 'X', priceCents: 1, pointsMode: 'fixed' },
      owner,
    );
    expect(noPoints.body.m).toBe('Indique los puntos que da el producto.');
    const dates = await t.post(
      '/client/products/add',
      { name: 'X', priceCents: 1, visibleFrom: '2026-05-01', visibleUntil: '2026-04-01' },
      owner,
    );
    expect(dates.body.m).toBe('La fecha «visible desde» debe ser anterior a «visible hasta».');
  });

  it('pages, searches and filters; a deleted product leaves the list and the wallet', async () => {
    for (const [name, stock, active] of [
      ['Kiwicha clásica', 0, true],
      ['Kiwicha con miel', 5, true],
      ['Kiwicha de temporada', null, false],
    ] as const) {
      await t.post('/client/products/add', { name, priceCents: 1500, stock, active }, owner);
    }
    const all = await t.post('/client/products/get-all', { search: 'kiwicha', pageSize: 2 }, owner);
    expect(all.body.total).toBe(3);
    expect(all.body.products.map((p: { name: string }) => p.name)).toEqual([
      'Kiwicha clásica',
      'Kiwicha con miel',
    ]);
    const out = await t.post('/client/products/get-all', { search: 'kiwicha', status: 'outOfStock' }, owner);
    expect(out.body.products.map((p: { name: string }) => p.name)).toEqual(['Kiwicha clásica']);
    const inactive = await t.post(
      '/client/products/get-all',
      { search: 'kiwicha', status: 'inactive' },
      owner,
    );
    expect(inactive.body.products.map((p: { name: string }) => p.name)).toEqual(['Kiwicha de temporada']);
    const customer = await createCustomerSession(t.db, storeId);
    const onSale = await t.post('/wallet/shop/products', { search: 'kiwicha' }, customer.token);
    expect(onSale.body.products.map((p: { name: string }) => p.name)).toEqual(['Kiwicha con miel']);
    const honey = all.body.products[1].id;
    expect((await t.post('/client/products/delete', { productId: honey }, owner)).body.m).toBe(
      'Producto eliminado',
    );
    expect((await t.post('/wallet/shop/product', { productId: honey }, customer.token)).status).toBe(404);
    expect((await t.post('/client/products/get-all', { search: 'kiwicha' }, owner)).body.total).toBe(2);
  });

  it('imports a CSV: the preview judges every row and changes nothing; applying twice creates once', async () => {
    const file = csv(
      'nombre,descripción,categoría,precio,precio anterior,stock,activo,puntos\n' +
        'Bizcocho,De vainilla,Dulces,4.50,,20,sí,\n' +
        'Brownie,,Dulces,"6,00",7.00,,sí,10\n' +
        'Sin precio,,,,,,,\n' +
        'Bizcocho,Repetido,,5.00,,,,\n' +
        'Caro,,,10.00,9.00,,,\n',
    );
    const preview = await t.postFile('/client/products/import', { action: 'preview' }, file, owner);
    expect(preview.body).toMatchObject({ valid: 2, errors: 3, created: 0, updated: 0 });
    expect(preview.body.rows).toEqual([
      { row: 2, name: 'Bizcocho', action: 'create', error: null },
      { row: 3, name: 'Brownie', action: 'create', error: null },
      {
        row: 4,
        name: 'Sin precio',
        action: null,
        error: 'El precio no es un monto válido (por ejemplo 32.50).',
      },
      { row: 5, name: 'Bizcocho', action: null, error: 'El producto ya aparece en la fila 2.' },
      { row: 6, name: 'Caro', action: null, error: 'El precio anterior debe ser mayor que el precio.' },
    ]);
    expect((await t.post('/client/products/get-all', { search: 'Bizcocho' }, owner)).body.total).toBe(0);
    const applied = await t.postFile('/client/products/import', { action: 'apply' }, file, owner);
    expect(applied.body).toMatchObject({ m: 'Se crearon 2 productos y se actualizaron 0.', created: 2 });
    const again = await t.postFile('/client/products/import', { action: 'apply' }, file, owner);
    expect(again.body).toMatchObject({ created: 0, updated: 2 });
    const brownie = (await t.post('/client/products/get-all', { search: 'Brownie' }, owner)).body.products;
    expect(brownie).toMatchObject([
      {
        priceCents: 600,
        oldPriceCents: 700,
        stock: null,
        pointsMode: 'fixed',
        fixedPoints: 10,
        category: { name: 'Dulces' },
      },
    ]);
  });

  it('refuses a file without the name and price columns, in Spanish', async () => {
    const res = await t.postFile(
      '/client/products/import',
      { action: 'preview' },
      csv('producto;costo\nA;1\n'),
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.body.m).toBe(
      'No se reconocen las columnas del archivo. La primera fila debe decir al menos: nombre y precio.',
    );
  });

  it('exports CSV and XLSX with the columns the import reads back', async () => {
    await t.post('/client/products/add', { name: '=Cookie', priceCents: 250, stock: 7 }, owner);
    const exported = await t.post('/client/products/export', { format: 'csv' }, owner);
    expect(exported.body).toMatchObject({ filename: 'productos.csv', mimeType: 'text/csv' });
    const text = Buffer.from(exported.body.contentBase64, 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffnombre,descripcion,categoria,precio,precio anterior,stock,activo,puntos,imagenes',
    );
    expect(text).toContain("'=Cookie,,,2.50,,7,sí,,");
    const xlsx = await t.post('/client/products/export', { format: 'xlsx' }, owner);
    const book = XLSX.read(Buffer.from(xlsx.body.contentBase64, 'base64'));
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.find((r) => r.nombre === "'=Cookie")).toMatchObject({ precio: '2.50', stock: '7' });
    const back = await t.postFile(
      '/client/products/import',
      { action: 'preview' },
      { data: Buffer.from(xlsx.body.contentBase64, 'base64'), filename: 'productos.xlsx' },
      owner,
    );
    expect(back.body.errors).toBe(0);
  });
});

describe('shipping costs', () => {
  it('creates, updates and deletes a zone; the wallet offers only the active ones', async () => {
    const added = await t.post('/client/shippingcosts/add', { name: 'Surco', costCents: 1000 }, owner);
    expect(added.body).toMatchObject({ m: 'Costo de envío creado', shippingCost: { freeFromCents: null } });
    const id = added.body.shippingCost.id;
    const updated = await t.post(
      '/client/shippingcosts/update',
      { shippingCostId: id, name: 'Surco', costCents: 1200, freeFromCents: 20_000, active: false },
      owner,
    );
    expect(updated.body.shippingCost).toMatchObject({ costCents: 1200, active: false });
    const customer = await createCustomerSession(t.db, storeId);
    const shop = await t.post('/wallet/shop/info', {}, customer.token);
    expect(shop.body.shop.shippingCosts.map((s: { id: number }) => s.id)).not.toContain(id);
    expect(shop.body.shop.locations.length).toBeGreaterThan(0);
    expect((await t.post('/client/shippingcosts/delete', { shippingCostId: id }, owner)).body.m).toBe(
      'Costo de envío eliminado',
    );
    expect(
      (await t.post('/client/shippingcosts/all', {}, owner)).body.shippingCosts.map(
        (s: { id: number }) => s.id,
      ),
    ).not.toContain(id);
  });
});
