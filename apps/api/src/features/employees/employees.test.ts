import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createEmployee, createStore, TEST_PASSWORD } from '../../../test/factories.ts';

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
    const taken = await t.post('/client/employee/add', form('OWNER@premia.local'), owner);
    expect(taken.status).toBe(409);
    expect(taken.body.m).toBe('Ya existe una cuenta con ese email.');
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
