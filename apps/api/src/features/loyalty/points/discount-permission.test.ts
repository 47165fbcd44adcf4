import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createCustomerSession,
  createEmployee,
  createSignedInStore,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';

const t = useTestApp();

describe('taking points off at the counter (discountGivenPoints)', () => {
  it('lets the owner always, and an employee with permGivePoints only where the store allows it', async () => {
    const { store, location, token: ownerToken } = await createSignedInStore(t);
    const employee = await createEmployee(t.db, store.id, location.id, { permGivePoints: true });
    const cashier = await t.login(employee.email, TEST_PASSWORD);
    const { customerId } = await createCustomerSession(t.db, store.id, 100);
    const body = { customerId, points: 10, reason: 'Compra anulada en caja' };

    const refused = await t.post('/client/customer/discount-points', body, cashier);
    expect(refused.status).toBe(403);
    expect(refused.body.m).toBe(
      'Solo el dueño del negocio puede descontar puntos. El dueño puede permitirlo a los empleados en la configuración.',
    );
    const byOwner = await t.post('/client/customer/discount-points', body, ownerToken);
    expect(byOwner.body).toMatchObject({ m: 'Se descontaron 10 puntos.', balance: 90 });

    const saved = await t.post('/client/store/save', { discountGivenPoints: true }, ownerToken);
    expect(saved.body.store.discountGivenPoints).toBe(true);
    const allowed = await t.post('/client/customer/discount-points', body, cashier);
    expect(allowed.body).toMatchObject({
      balance: 80,
      entry: { kind: 'discount', reason: 'Compra anulada en caja' },
    });
  });
});
