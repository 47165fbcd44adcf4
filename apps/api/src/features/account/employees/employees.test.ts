import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';
import { createEmployee, createStore, TEST_PASSWORD } from '../../../../test/factories.ts';

describe('employees', () => {
  let owner: string;
  let miraflores: number;
  let barranco: number;

  const form = (email: string) => ({
    first_name: 'Rosa',
    last_name: 'Huamán',
    email,
    mobile: '987 555 666',
    location: { id: miraflores },
    password: 'Cafe-Rosa-2026',
    password2: 'Cafe-Rosa-2026',
  });

  const t = useTestApp();
  beforeAll(async () => {
    owner = await t.login('owner@premia.local');
    const res = await t.post('/client/get-locations', {}, owner);
    miraflores = res.body.locations.find((l: { name: string }) => l.name === 'Aurora Miraflores').id;
    barranco = res.body.locations.find((l: { name: string }) => l.name === 'Aurora Barranco').id;
  });

  it('lists the store employees with their location and permissions, to the owner only', async () => {
    const res = await t.post('/client/get-all-employees', {}, owner);
    expect(res.status).toBe(200);
    expect(res.body.employees).toEqual([
      expect.objectContaining({
        first_name: 'Carlos',
        last_name: 'Mendoza',
        email: 'employee@premia.local',
        location: { id: miraflores, name: 'Aurora Miraflores' },
        permGivePoints: true,
        permRedeem: true,
        permCreateCustomer: false,
        permStore: false,
      }),
      expect.objectContaining({
        first_name: 'Lucía',
        email: 'shop@premia.local',
        location: { id: barranco, name: 'Aurora Barranco' },
        permStore: true,
      }),
    ]);
    const employee = await t.login('employee@premia.local');
    const refused = await t.post('/client/get-all-employees', {}, employee);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ s: 'not-ok', errorType: 'forbidden' });
    const other = await createStore(t.db);
    await createEmployee(t.db, other.store.id, other.location.id);
    const again = await t.post('/client/get-all-employees', {}, owner);
    expect(again.body.employees).toHaveLength(2);
  });

  it('creates an employee with the spec defaults, who signs in with those permissions', async () => {
    const res = await t.post('/client/employee/add', form('Rosa@CafeAurora.pe'), owner);
    expect(res.status).toBe(200);
    expect(res.body.m).toBe('Se ha creado un nuevo empleado.');
    expect(res.body.employee).toMatchObject({
      email: 'rosa@cafeaurora.pe',
      mobile: '987 555 666',
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: true,
      permStore: false,
    });
    const rosa = await t.post('/login/client', { email: 'rosa@cafeaurora.pe', password: 'Cafe-Rosa-2026' });
    expect(rosa.body.user).toMatchObject({
      storeName: 'Café Aurora',
      storeUserType: 'employee',
      locationName: 'Aurora Miraflores',
      permGivePoints: true,
      permStore: false,
    });
  });

  it('refuses bad passwords, a taken email and a location of another store', async () => {
    const empty = await t.post('/client/employee/add', { ...form('a@example.com'), password2: '' }, owner);
    expect(empty.status).toBe(400);
    expect(empty.body.m).toBe('Tiene que indicar una contraseña.');
    const differ = await t.post(
      '/client/employee/add',
      { ...form('a@example.com'), password2: 'Otra-2026-x' },
      owner,
    );
    expect(differ.status).toBe(400);
    expect(differ.body.m).toBe('Las contraseñas deben ser iguales.');
    const common = await t.post(
      '/client/employee/add',
      { ...form('a@example.com'), password: 'password123', password2: 'password123' },
      owner,
    );
    expect(common.status).toBe(400);
    expect(common.body.m).toMatch(/contraseña/);
    const other = await createStore(t.db);
    const foreign = await t.post(
      '/client/employee/add',
      { ...form('b@example.com'), location: { id: other.location.id } },
      owner,
    );
    expect(foreign.status).toBe(404);
    const noName = await t.post('/client/employee/add', { ...form('c@example.com'), first_name: ' ' }, owner);
    expect(noName.status).toBe(400);
    expect(noName.body.m).toBe('El campo «nombre» es obligatorio.');
  });

  it('never tells an owner whether an address has an account elsewhere: held, answered as any other, its holder told; limited (#31 item 6)', async () => {
    const shop = await createStore(t.db);
    const boss = await t.login(shop.owner.email, TEST_PASSWORD);
    const hire = (email: string) => ({
      ...form(email),
      location: { id: shop.location.id },
      permGivePoints: true,
      permRedeem: false,
      permCreateCustomer: false,
      permStore: false,
    });
    const free = await t.post('/client/employee/add', hire('persona-nueva@example.com'), boss);
    const taken = await t.post('/client/employee/add', hire('admin@premia.local'), boss);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toMatchObject({ s: 'ok', m: free.body.m, employee: { email: 'admin@premia.local' } });
    const listed = (await t.post('/client/get-all-employees', {}, boss)).body.employees;
    expect(listed.map((e: { email: string }) => e.email).sort()).toEqual([
      'admin@premia.local',
      'persona-nueva@example.com',
    ]);
    // The address stays its holder's; the held employee cannot sign in with it; the holder is told.
    await t.login('admin@premia.local');
    const impostor = await t.post('/login/client', {
      email: 'admin@premia.local',
      password: 'Cafe-Rosa-2026',
    });
    expect(impostor.status).toBe(401);
    const told = await t.pool.query(
      `select subject from mail_outbox where to_address = 'admin@premia.local' order by id desc limit 1`,
    );
    expect(told.rows).toEqual([{ subject: 'Su email ya tiene una cuenta de Premia' }]);

    // Editing an employee to a taken address: the same answer, the address held, the holder's kept.
    const freeId = free.body.employee.id as number;
    const moved = await t.post(
      '/client/employee/update',
      { ...hire('owner@premia.local'), id: freeId },
      boss,
    );
    expect(moved.body).toMatchObject({ s: 'ok', employee: { email: 'owner@premia.local' } });
    await t.login('owner@premia.local');
    const back = await t.post(
      '/client/employee/update',
      { ...hire('persona-nueva@example.com'), id: freeId },
      boss,
    );
    expect(back.body).toMatchObject({ s: 'ok', employee: { email: 'persona-nueva@example.com' } });
    expect(
      (await t.post('/login/client', { email: 'persona-nueva@example.com', password: 'Cafe-Rosa-2026' }))
        .status,
    ).toBe(200);

    // 30 changes an hour per store, then 429 in Spanish with Retry-After.
    let refused: Awaited<ReturnType<typeof t.post>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const res = await t.post('/client/employee/add', hire(`prueba-${i}@example.com`), boss);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body.m).toBe(
      'Se agregaron o editaron demasiados empleados en la última hora. Inténtelo de nuevo más tarde.',
    );
    // The window's seconds left: at most its hour, and the limit it met.
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused?.headers['ratelimit-limit']).toBe('30');
  });

  it('applies changed permissions on the employee’s very next request', async () => {
    const created = await t.post('/client/employee/add', form('perm@example.com'), owner);
    const id = created.body.employee.id;
    const token = await t.login('perm@example.com', 'Cafe-Rosa-2026');
    const before = await t.post('/client/info', {}, token);
    expect(before.body.permissions.permGivePoints).toBe(true);

    const res = await t.post(
      '/client/employee/update',
      {
        id,
        ...form('perm@example.com'),
        password: undefined,
        password2: undefined,
        location: { id: barranco },
        permGivePoints: false,
        permRedeem: true,
        permCreateCustomer: false,
        permStore: true,
      },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.m).toBe('Se actualizó la información del empleado.');
    expect(res.body.employee).toMatchObject({
      location: { id: barranco },
      permGivePoints: false,
      permStore: true,
    });

    const after = await t.post('/client/info', {}, token);
    expect(after.status).toBe(200);
    expect(after.body.permissions).toEqual({
      permGivePoints: false,
      permRedeem: true,
      permCreateCustomer: false,
      permStore: true,
    });
    expect(after.body.user.locationName).toBe('Aurora Barranco');
    // Giving points needs permGivePoints: refused before the body is even read.
    const give = await t.post('/client/customer/add-points', {}, token);
    expect(give.status).toBe(403);
  });

  it('changes an employee’s password only when one is typed, ending their sessions', async () => {
    const created = await t.post('/client/employee/add', form('pass@example.com'), owner);
    const id = created.body.employee.id;
    const token = await t.login('pass@example.com', 'Cafe-Rosa-2026');
    const base = {
      id,
      ...form('pass@example.com'),
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: true,
      permStore: false,
    };
    const keep = await t.post('/client/employee/update', { ...base, password: '', password2: '' }, owner);
    expect(keep.status).toBe(200);
    expect((await t.post('/client/info', {}, token)).status).toBe(200);

    const differ = await t.post(
      '/client/employee/update',
      { ...base, password: 'Nueva-clave-2026', password2: '' },
      owner,
    );
    expect(differ.body.m).toBe('Tiene que indicar una contraseña.');
    const changed = await t.post(
      '/client/employee/update',
      { ...base, password: 'Nueva-clave-2026', password2: 'Nueva-clave-2026' },
      owner,
    );
    expect(changed.status).toBe(200);
    expect((await t.post('/client/info', {}, token)).status).toBe(401);
    await t.login('pass@example.com', 'Nueva-clave-2026');
  });

  it('deletes an employee: their token answers 401 at once, they cannot sign in, the email is free again', async () => {
    const created = await t.post('/client/employee/add', form('gone@example.com'), owner);
    const id = created.body.employee.id;
    const token = await t.login('gone@example.com', 'Cafe-Rosa-2026');
    const res = await t.post('/client/employee/delete', { employeeId: id }, owner);
    expect(res.body).toEqual({
      s: 'ok',
      m: 'Se eliminó al empleado.',
      code: 'employees.deleted',
      params: {},
    });
    const next = await t.post('/client/info', {}, token);
    expect(next.status).toBe(401);
    const login = await t.post('/login/client', { email: 'gone@example.com', password: 'Cafe-Rosa-2026' });
    expect(login.status).toBe(401);
    const list = await t.post('/client/get-all-employees', {}, owner);
    expect(list.body.employees.map((e: { id: number }) => e.id)).not.toContain(id);
    const again = await t.post('/client/employee/delete', { employeeId: id }, owner);
    expect(again.status).toBe(404);
    const rehired = await t.post('/client/employee/add', form('gone@example.com'), owner);
    expect(rehired.status).toBe(200);
  });

  it('answers 404 for the owner and for employees of another store', async () => {
    const me = await t.post('/client/info', {}, owner);
    const self = await t.post('/client/employee/delete', { employeeId: me.body.user.id }, owner);
    expect(self.status).toBe(404);
    const other = await createStore(t.db);
    const stranger = await createEmployee(t.db, other.store.id, other.location.id);
    const del = await t.post('/client/employee/delete', { employeeId: stranger.id }, owner);
    expect(del.status).toBe(404);
    const upd = await t.post(
      '/client/employee/update',
      {
        id: stranger.id,
        ...form('x@example.com'),
        permGivePoints: true,
        permRedeem: true,
        permCreateCustomer: true,
        permStore: true,
      },
      owner,
    );
    expect(upd.status).toBe(404);
    expect(await t.login(stranger.email, TEST_PASSWORD)).toBeTruthy();
  });
});
