import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './helpers';

async function call(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(path, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(body.s, `${path}: ${JSON.stringify(body)}`).toBe('ok');
  return body;
}

/** A new employee of the demo store holding the shop permission (permStore), created by its owner. */
export async function createShopEmployee(request: APIRequestContext) {
  const { user } = await call(request, '/login/client', { email: demo.owner.email, password: DEMO_PASSWORD });
  const tag = Date.now().toString(36);
  const employee = { email: `tienda.${tag}@example.com`, password: `Tienda-segura-${tag}`, name: 'Rosa' };
  await call(
    request,
    '/client/employee/add',
    {
      first_name: employee.name,
      last_name: 'Huamán',
      email: employee.email,
      location: { id: user.locationId },
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: false,
      permStore: true,
      password: employee.password,
      password2: employee.password,
    },
    user.token,
  );
  await call(request, '/login/client/logout', {}, user.token);
  return employee;
}
