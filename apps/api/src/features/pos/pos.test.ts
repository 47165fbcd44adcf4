import { posRoutes, routes } from '@premia/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

let owner: string;

const t = useTestApp();
beforeAll(async () => {
  owner = await t.login('owner@premia.local');
  await t.pool.query(`update stores set welcome_points = 0 where slug = 'cafe-aurora'`);
});

describe('the POS API', () => {
  it('gives points with a token shown once, reaches nothing else, and dies when deleted', async () => {
    const generated = await t.post('/client/api/token/generate', {}, owner);
    const token = generated.body.token as string;
    expect(token).toMatch(/^pos_/);
    const info = await t.post('/client/api/token/get', {}, owner);
    expect(info.body.token).toMatchObject({ exists: true, lastFour: token.slice(-4) });
    expect(JSON.stringify(info.body)).not.toContain(token);

    const customer = (
      await t.post(
        '/client/customer/add',
        { firstName: 'Pos', mobile: '911222333', email: 'pos@example.com' },
        owner,
      )
    ).body.customer;
    const byCode = await t.post(
      '/client/transaction/add',
      { customer: { clientCode: customer.clientCode }, amount: 50 },
      token,
    );
    expect(byCode.body).toMatchObject({ s: 'ok', balance: 5 });
    expect(byCode.body.entry.employee).toBeNull();
    const byMobile = await t.post(
      '/client/transaction/customer',
      { customer: { mobile: '911 222 333' } },
      token,
    );
    expect(byMobile.body.customer).toMatchObject({ clientCode: customer.clientCode, balance: 5 });
    const byEmail = await t.post(
      '/client/transaction/customer',
      { customer: { email: 'POS@example.com' } },
      token,
    );
    expect(byEmail.body.customer.balance).toBe(5);
    const both = await t.post(
      '/client/transaction/customer',
      { customer: { email: 'pos@example.com', mobile: '911222333' } },
      token,
    );
    expect(both.status).toBe(400);
    expect((await t.post('/client/customer/search', { q: 'Pos' }, token)).body.s).toBe('ok');

    for (const path of Object.keys(routes).filter((p) => !(p in posRoutes))) {
      // Calls anyone may make without a token are not refused for carrying one.
      if (routes[path as keyof typeof routes].access === 'anonymous') continue;
      const res = await t.post(path, {}, token);
      expect(res.status, path).toBe(403);
    }

    await t.post('/client/api/token/delete', {}, owner);
    expect(
      (await t.post('/client/transaction/customer', { customer: { mobile: '911222333' } }, token)).status,
    ).toBe(401);
  });

  it('replaces the old token when a new one is generated', async () => {
    const first = (await t.post('/client/api/token/generate', {}, owner)).body.token;
    const second = (await t.post('/client/api/token/generate', {}, owner)).body.token;
    expect(
      (await t.post('/client/transaction/customer', { customer: { clientCode: 'A1' } }, first)).status,
    ).toBe(401);
    expect(
      (await t.post('/client/transaction/customer', { customer: { clientCode: 'A1' } }, second)).status,
    ).not.toBe(401);
  });
});
