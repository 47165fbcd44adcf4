import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseClientCode } from '@premia/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import {
  createEmployee,
  createStoreWith,
  setStoreSettings,
  TEST_PASSWORD,
} from '../../../../test/factories.ts';
import { placeCustomer } from '../ledger/index.ts';

let owner: string;
let store: Awaited<ReturnType<typeof createStoreWith>>;

const t = useTestApp();
/** A store of the test's own, set as the demo store is: a point for every S/ 10.00, mobiles in Peru. */
const storeAsTheDemo = () =>
  createStoreWith(t, { welcomePoints: 0, conversionPoints: 1, conversionMoneyCents: 1000, phoneCode: '+51' });
beforeAll(async () => {
  store = await storeAsTheDemo();
  owner = store.token;
});

describe('customers', () => {
  it('registers a customer with a client code, and refuses a duplicate email or mobile in the store', async () => {
    const res = await t.post(
      '/client/customer/add',
      {
        firstName: 'José',
        lastName: 'Ñahui',
        email: 'Jose.Nahui@Example.com',
        mobile: '987 111 000',
        marketingConsent: true,
      },
      owner,
    );
    expect(res.body).toMatchObject({ s: 'ok', m: 'Se registró al cliente.' });
    const c = res.body.customer;
    expect(c).toMatchObject({
      name: 'José Ñahui',
      email: 'jose.nahui@example.com',
      mobile: '987111000',
      phoneCode: '+51',
    });
    expect(c.clientCode).toMatch(/^A[0-9a-zA-Z]+$/);
    // Who registered the customer: the store's owner, signed in here.
    expect(c.createdBy.name).toBe('Dueño Prueba');

    const sameEmail = await t.post(
      '/client/customer/add',
      { firstName: 'Otro', email: 'JOSE.NAHUI@example.com' },
      owner,
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.m).toBe('Ya existe un cliente con ese email en su negocio.');
    const sameMobile = await t.post(
      '/client/customer/add',
      { firstName: 'Otro', mobile: '987111000' },
      owner,
    );
    expect(sameMobile.body.m).toBe('Ya existe un cliente con ese celular en su negocio.');
  });

  it('finds customers by name without accents, by prefix, by email, by mobile and by client code', async () => {
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Martín', lastName: 'Gálvez', mobile: '955000111' },
      owner,
    );
    const code = added.body.customer.clientCode;
    const names = async (q: string) =>
      (await t.post('/client/customer/search', { q }, owner)).body.customers.map(
        (c: { name: string }) => c.name,
      );
    expect(await names('jose')).toContain('José Ñahui');
    expect(await names('nahui')).toContain('José Ñahui');
    expect(await names('ma')).toContain('Martín Gálvez');
    expect(await names('GALV')).toContain('Martín Gálvez');
    expect(await names('jose.nahui@')).toContain('José Ñahui');
    expect(await names('5500011')).toContain('Martín Gálvez');
    expect(await names('955000111')).toEqual(['Martín Gálvez']);
    // The index is asked for the last digits only; the whole number must still be in the mobile.
    expect(await names('4400011')).toEqual([]);
    expect(await names(code)).toEqual(['Martín Gálvez']);
    expect(await names('zzzz-nadie')).toEqual([]);
  });

  it('lists first names that start with the text, then last names, then other matches, each by name', async () => {
    const tag = `velez${Date.now().toString(36)}`;
    const surname = `Vélez${tag.slice(5)}`;
    const add = async (body: { firstName: string; lastName: string; email?: string }) => {
      const res = await t.post('/client/customer/add', body, owner);
      expect(res.body.s).toBe('ok');
      return res.body.customer as { id: number; name: string };
    };
    const first = await add({ firstName: surname, lastName: 'Ruiz' });
    const zoe = await add({ firstName: 'Zoe', lastName: `${surname} Díaz` });
    const alex = await add({ firstName: 'Álex', lastName: `${surname} Díaz` });
    const middle = await add({ firstName: 'Berta', lastName: `Díaz ${surname}` });
    const byEmail = await add({ firstName: 'Ana', lastName: 'Correo', email: `${tag}@example.com` });
    const names = async (q: string) =>
      (await t.post('/client/customer/search', { q }, owner)).body.customers.map(
        (c: { name: string }) => c.name,
      );

    // Typed with other accents and case: the first name, the two last names (Álex before Zoe), then
    // what contains the text elsewhere (Ana by her email, Berta by her second last name), by name.
    expect(await names(surname.toUpperCase())).toEqual([
      first.name,
      alex.name,
      zoe.name,
      byEmail.name,
      middle.name,
    ]);
    // A phrase of last names: only those whose last names start with it.
    expect(await names(`${tag} diaz`)).toEqual([alex.name, zoe.name]);

    // Update and erase keep the last-name key: a changed last name and an erased customer are not found.
    const update = await t.post(
      '/client/customer/update',
      { customerId: alex.id, firstName: 'Álex', lastName: 'Ruiz', marketingConsent: false },
      owner,
    );
    expect(update.body.s).toBe('ok');
    expect(await names(`${tag} diaz`)).toEqual([zoe.name]);
    expect((await t.post('/client/customer/delete', { customerId: zoe.id }, owner)).body.s).toBe('ok');
    expect(await names(`${tag} diaz`)).toEqual([]);
    expect(await names(tag)).toEqual([first.name, byEmail.name, middle.name]);
  });

  it('fills the last-name key of existing customers in the migration as the code folds it', async () => {
    const migration = readFileSync(
      fileURLToPath(new URL('../../../../drizzle/0012_last_name_first.sql', import.meta.url)),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => /^\s*UPDATE/im.test(s));
    expect(backfill).toBeDefined();
    await t.post(
      '/client/customer/add',
      { firstName: '  María   José ', lastName: 'Ñáñez  DE la Peña' },
      owner,
    );
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      const before = await client.query('select id, last_first from customers order by id');
      await client.query(backfill!);
      const after = await client.query('select id, last_first from customers order by id');
      await client.query('rollback');
      expect(before.rows.length).toBeGreaterThan(200);
      expect(after.rows).toEqual(before.rows);
      expect(before.rows).toContainEqual(
        expect.objectContaining({ last_first: 'nanez de la pena maria jose' }),
      );
    } finally {
      client.release();
    }
  });

  it('lists every Ana when "Ana" is also a client code, with the customer of that code first', async () => {
    const tag = Date.now().toString(36);
    const add = async (firstName: string, lastName: string) => {
      const res = await t.post('/client/customer/add', { firstName, lastName }, owner);
      expect(res.body.s).toBe('ok');
      return res.body.customer as { id: number; name: string; clientCode: string };
    };
    const anaLucia = await add('Ana Lucía', `Prueba ${tag}`);
    const anabel = await add('Anabel', `Prueba ${tag}`);
    // "Ana" is the client code of customer 1436 ('A' + base 62: n = 23, a = 10 → 23 × 62 + 10).
    expect(parseClientCode('Ana')).toBe(1436);
    const { rows } = await t.pool.query<{ last: number }>(
      `select setval(pg_get_serial_sequence('customers', 'id'), 1435) as last
        where (select max(id) from customers) < 1436`,
    );
    expect(rows).toHaveLength(1);
    const coded = await add('Rodolfo', `Códigos ${tag}`);
    expect(coded).toMatchObject({ id: 1436, clientCode: 'Ana' });

    const found = async (q: string) =>
      (await t.post('/client/customer/search', { q }, owner)).body.customers as {
        name: string;
        clientCode: string;
      }[];
    const ana = await found('Ana');
    expect(ana[0]).toMatchObject({ name: coded.name, clientCode: 'Ana' });
    // A code typed in any case is the same code (issue 30 §5): "ana" lists what "Ana" lists, the code first.
    const names = (await found('ana')).map((c) => c.name);
    expect(names[0]).toBe(coded.name);
    expect(names).toEqual(expect.arrayContaining([anaLucia.name, anabel.name]));
    expect(names.filter((n) => n.startsWith('Ana ')).length).toBeGreaterThan(1);
    expect(names).toEqual(ana.map((c) => c.name));

    // "Anabel" reads as a code too, of a customer that does not exist: the Anabels still come.
    expect(parseClientCode('Anabel')).not.toBeNull();
    expect((await found('Anabel')).map((c) => c.name)).toEqual([anabel.name]);
  });

  it('pages, sorts and filters the list on the server', async () => {
    for (const n of ['Ana', 'Beto', 'Carla'])
      await t.post('/client/customer/add', { firstName: n, lastName: 'Lista' }, owner);
    const page = await t.post(
      '/client/customer/all',
      { q: 'lista', pageSize: 2, sort: 'name', order: 'desc' },
      owner,
    );
    expect(page.body.total).toBe(3);
    expect(page.body.customers.map((c: { name: string }) => c.name)).toEqual(['Carla Lista', 'Beto Lista']);
    const second = await t.post(
      '/client/customer/all',
      { q: 'lista', pageSize: 2, page: 2, sort: 'name', order: 'desc' },
      owner,
    );
    expect(second.body.customers.map((c: { name: string }) => c.name)).toEqual(['Ana Lista']);
  });

  it('erases personal data on delete and keeps the ledger rows', async () => {
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Borrar', email: 'borrar@example.com' },
      owner,
    );
    const id = added.body.customer.id;
    await t.post('/client/customer/add-points', { customerId: id, amount: 100 }, owner);
    const hired = await createEmployee(t.db, store.store.id, store.location.id, {
      permGivePoints: true,
      permCreateCustomer: true,
    });
    const employee = await t.login(hired.email, TEST_PASSWORD);
    expect((await t.post('/client/customer/delete', { customerId: id }, employee)).status).toBe(403);
    expect((await t.post('/client/customer/delete', { customerId: id }, owner)).body.s).toBe('ok');
    expect((await t.post('/client/customer/info', { customerId: id }, owner)).status).toBe(404);
    const row = await t.pool.query(
      'select first_name, email, deleted_at is not null as deleted from customers where id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ first_name: 'Cliente eliminado', email: null, deleted: true });
    const ledger = await t.pool.query(
      'select count(*)::int as n from ledger_entries where customer_id = $1',
      [id],
    );
    expect(ledger.rows[0].n).toBe(1);
    // the email is free again
    expect(
      (await t.post('/client/customer/add', { firstName: 'Nuevo', email: 'borrar@example.com' }, owner)).body
        .s,
    ).toBe('ok');
  });
});

describe('customer levels', () => {
  // Each test places customers in levels of a store of its own: none sees another's levels.
  beforeEach(async () => {
    store = await storeAsTheDemo();
    owner = store.token;
  });

  it('places customers by the points earned in 12 months, again when levels change, and reorders', async () => {
    const plata = await t.post(
      '/client/levels/add',
      { name: 'Plata', minPoints: 50, color: '#c0c0c0' },
      owner,
    );
    const oro = await t.post('/client/levels/add', { name: 'Oro', minPoints: 200, color: '#d4a017' }, owner);
    expect(plata.body.s).toBe('ok');
    const c = (await t.post('/client/customer/add', { firstName: 'Nivel' }, owner)).body.customer;
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 600 }, owner);
    let info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.level.name).toBe('Plata');
    await t.post('/client/customer/add-points', { customerId: c.id, amount: 1500 }, owner);
    info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.level.name).toBe('Oro');
    // spending does not lower the level: it follows points earned
    await t.post('/client/customer/discount-points', { customerId: c.id, points: 200, reason: 'x' }, owner);
    info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.level.name).toBe('Oro');

    await t.post(
      '/client/levels/update',
      { levelId: oro.body.level.id, name: 'Oro', minPoints: 500, color: '#d4a017' },
      owner,
    );
    info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.level.name).toBe('Plata');

    const dup = await t.post('/client/levels/add', { name: 'Bronce', minPoints: 50 }, owner);
    expect(dup.status).toBe(409);

    const reordered = await t.post(
      '/client/levels/reorder',
      { levelIds: [oro.body.level.id, plata.body.level.id] },
      owner,
    );
    expect(reordered.body.levels.map((l: { name: string }) => l.name)).toEqual(['Oro', 'Plata']);

    await t.post('/client/levels/delete', { levelId: plata.body.level.id }, owner);
    info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.level).toBeNull();
  });

  it('counts the customers of each level as they are placed', async () => {
    const added = await t.post(
      '/client/levels/add',
      { name: 'Cuenta', minPoints: 1, color: '#123456' },
      owner,
    );
    for (const amount of [20, 30, 40]) {
      const c = (await t.post('/client/customer/add', { firstName: 'Contado' }, owner)).body.customer;
      await t.post('/client/customer/add-points', { customerId: c.id, amount }, owner);
    }
    const listed = (await t.post('/client/levels/get-all', {}, owner)).body.levels as {
      id: number;
      customers: number;
    }[];
    const grouped = await t.pool.query<{ level_id: number; n: number }>(
      `select level_id, count(*)::int as n from customers
        where store_id = $1 and deleted_at is null and level_id is not null group by level_id`,
      [store.store.id],
    );
    const byLevel = new Map(grouped.rows.map((r) => [r.level_id, r.n]));
    for (const level of listed) expect(level.customers).toBe(byLevel.get(level.id) ?? 0);
    expect(listed.find((l) => l.id === added.body.level.id)?.customers).toBeGreaterThanOrEqual(3);
    await t.post('/client/levels/delete', { levelId: added.body.level.id }, owner);
  });

  it('places a customer right after concurrent earnings, and again when one is reversed', async () => {
    await t.post('/client/levels/add', { name: 'Cobre', minPoints: 150, color: '#b87333' }, owner);
    const c = (await t.post('/client/customer/add', { firstName: 'Concurrente' }, owner)).body.customer;
    const given = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/client/customer/add-points', { customerId: c.id, amount: 100 }, owner),
      ),
    );
    expect(given.every((r) => r.status === 200)).toBe(true);
    let info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.balance).toBe(200);
    expect(info.body.customer.level.name).toBe('Cobre');
    for (const r of given.slice(0, 6)) {
      await t.post('/client/customer/delete-points', { entryId: r.body.entry.id }, owner);
    }
    info = await t.post('/client/customer/info', { customerId: c.id }, owner);
    expect(info.body.customer.balance).toBe(140);
    expect(info.body.customer.level).toBeNull();
  });
  it('places a customer from their months as they are once a change holding the customer commits', async () => {
    // What a counter operation does when it raced a bulk undo: place the customer again. The undo
    // still holds the customer when the placing starts; the placing must read the customer's months after it.
    await t.post('/client/levels/add', { name: 'Diamante', minPoints: 5000, color: '#b9f2ff' }, owner);
    const c = (await t.post('/client/customer/add', { firstName: 'Retenido' }, owner)).body.customer;
    const given = await t.post('/client/customer/add-points', { customerId: c.id, amount: 60_000 }, owner);
    expect(given.body.balance).toBe(6_000);
    const levelName = async () =>
      (await t.post('/client/customer/info', { customerId: c.id }, owner)).body.customer.level?.name ?? null;
    expect(await levelName()).toBe('Diamante');
    const storeId = (await t.pool.query('select store_id from customers where id = $1', [c.id])).rows[0]
      .store_id;

    const held = await t.pool.connect();
    try {
      await held.query('begin');
      await held.query('select id from customers where id = $1 for no key update', [c.id]);
      await held.query(
        `insert into ledger_entries (store_id, customer_id, kind, points, reverses_entry_id)
         values ($1, $2, 'reversal', -6000, $3)`,
        [storeId, c.id, given.body.entry.id],
      );
      await held.query('update customers set balance = balance - 6000 where id = $1', [c.id]);
      await held.query('update customer_month_earnings set points = points - 6000 where customer_id = $1', [
        c.id,
      ]);
      const placing = placeCustomer(t.db, storeId, c.id);
      // Commit only once the placing waits for the customer's row.
      for (let i = 0; i < 200; i += 1) {
        const waiting = await t.pool.query(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (waiting.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await held.query('commit');
      await placing;
    } finally {
      held.release();
    }
    expect(await levelName()).not.toBe('Diamante');
  });
});

describe('mail in a store’s name (issue #14 item 8)', () => {
  it('keeps the store’s name out of the subject, and limits the customers a store registers in an hour', async () => {
    // A store of its own: its name and its hour's allowance change here, the demo store's never do.
    const { token: owner, store } = await createStoreWith(t, { emailOnCustomerCreation: true });
    await setStoreSettings(t.db, store.id, { name: 'PREMIA — aviso oficial' });
    const added = await t.post(
      '/client/customer/add',
      { firstName: 'Irma', email: 'irma@example.com' },
      owner,
    );
    expect(added.status).toBe(200);
    const { rows } = await t.pool.query(
      `select subject, text_body from mail_outbox where to_address = 'irma@example.com'`,
    );
    expect(rows[0].subject).toBe('Bienvenido a su programa de puntos');
    expect(rows[0].text_body).toContain('PREMIA — aviso oficial');

    // The store has used its hour's allowance: the next one is refused and nothing is created.
    await t.pool.query(`update rate_limit_buckets set hits = 500 where key = $1`, [
      `customers:store:${store.id}`,
    ]);
    const before = await t.pool.query(`select count(*)::int as n from customers`);
    const refused = await t.post('/client/customer/add', { firstName: 'Otro' }, owner);
    expect(refused.status).toBe(429);
    expect(refused.body.m).toBe(
      'Se registraron demasiados clientes en la última hora. Espere un momento antes de registrar más.',
    );
    const after = await t.pool.query(`select count(*)::int as n from customers`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
