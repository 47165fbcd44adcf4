import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createCustomerSession, createStore } from '../../test/factories.ts';
import { cleanUp } from './cleanup.ts';

const t = useTestApp();

describe('the clean-up job', () => {
  it('deletes old rate-limit windows, idempotency keys and dead sessions, and keeps live ones', async () => {
    const live = await t.login('owner@premia.local');
    const dead = await t.login('owner@premia.local');
    await t.post('/login/client/logout', {}, dead);
    await t.pool.query(
      `update sessions set revoked_at = now() - interval '40 days' where revoked_at is not null`,
    );
    await t.pool.query(
      `insert into rate_limit_buckets values ('old', now() - interval '2 days', 3), ('new', now(), 1)`,
    );
    await t.pool.query(
      `insert into idempotency_keys (store_id, key, route, request_hash, created_at) values (1, 'old', '/x', 'h', now() - interval '8 days'), (1, 'new', '/x', 'h', now())`,
    );
    const result = await cleanUp(t.db);
    expect(result).toEqual({ ran: true, deleted: 3 });
    expect((await t.pool.query(`select key from rate_limit_buckets order by key`)).rows).toEqual([
      { key: 'new' },
    ]);
    expect((await t.pool.query(`select key from idempotency_keys`)).rows).toEqual([{ key: 'new' }]);
    expect((await t.post('/client/info', {}, live)).status).toBe(200);
  });

  it("deletes customers' wallet sessions long dead, and keeps live ones", async () => {
    const { store } = await createStore(t.db);
    const live = await createCustomerSession(t.db, store.id);
    const dead = await createCustomerSession(t.db, store.id);
    await t.post('/wallet/logout', {}, dead.token);
    await t.pool.query(
      `update customer_sessions set revoked_at = now() - interval '40 days' where revoked_at is not null`,
    );
    await cleanUp(t.db);
    const left = await t.pool.query(`select customer_id from customer_sessions where store_id = $1`, [
      store.id,
    ]);
    expect(left.rows).toEqual([{ customer_id: live.customerId }]);
    expect((await t.post('/wallet/me', {}, live.token)).status).toBe(200);
  });
});
