import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

describe('my profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('shows the user, the languages, the default language and the permissions', async () => {
    const token = await t.login('employee@premia.local');
    const res = await t.post('/client/info', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      first_name: 'Carlos',
      last_name: 'Mendoza',
      name: 'Carlos Mendoza',
      email: 'employee@premia.local',
      country: { id: 1, name: 'Perú' },
      storeName: 'Café Aurora',
      storeUserType: 'employee',
    });
    expect(res.body.defaultLanguage).toBe('es');
    expect(res.body.languages.map((l: { id: string }) => l.id)).toEqual(['es', 'en', 'zh', 'fr', 'it']);
    expect(res.body.permissions).toEqual({
      permGivePoints: true,
      permRedeem: true,
      permCreateCustomer: false,
      permStore: false,
    });
  });

  it('reflects changed permissions on the next request', async () => {
    const token = await t.login('employee@premia.local');
    await t.pool.query(`update users set perm_create_customer = true where email = 'employee@premia.local'`);
    const res = await t.post('/client/info', {}, token);
    expect(res.body.permissions.permCreateCustomer).toBe(true);
    await t.pool.query(`update users set perm_create_customer = false where email = 'employee@premia.local'`);
  });

  it('saves the profile, language included, and refuses an email that belongs to somebody else', async () => {
    const token = await t.login('owner@premia.local');
    const saved = await t.post(
      '/client/update',
      { first_name: 'Ana María', last_name: 'Torres', email: 'owner@premia.local', defaultLanguage: 'en' },
      token,
    );
    expect(saved.body).toEqual({ s: 'ok', m: 'La información ha sido guardada.' });
    const info = await t.post('/client/info', {}, token);
    expect(info.body.user.name).toBe('Ana María Torres');
    expect(info.body.defaultLanguage).toBe('en');

    const taken = await t.post(
      '/client/update',
      { first_name: 'Ana', last_name: 'Torres', email: 'ADMIN@premia.local' },
      token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.m).toBe('Ya existe una cuenta con ese email.');

    const blank = await t.post(
      '/client/update',
      { first_name: ' ', last_name: 'Torres', email: 'owner@premia.local' },
      token,
    );
    expect(blank.status).toBe(400);
    expect(blank.body.m).toBe('El campo «nombre» es obligatorio.');
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const here = await t.login('admin@premia.local');
    const elsewhere = await t.login('admin@premia.local');
    const wrong = await t.post(
      '/client/change-password',
      { currentPassword: 'nope', newPassword: 'Plataforma-2027' },
      here,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.m).toBe('La contraseña actual no es correcta.');
    const common = await t.post(
      '/client/change-password',
      { currentPassword: 'Premia2026!', newPassword: 'qwertyuiop' },
      here,
    );
    expect(common.body.m).toMatch(/demasiado común/);

    const done = await t.post(
      '/client/change-password',
      { currentPassword: 'Premia2026!', newPassword: 'Plataforma-2027' },
      here,
    );
    expect(done.body).toEqual({ s: 'ok', m: 'La contraseña fué cambiada con éxito. Ya puede usarla.' });
    expect((await t.post('/client/info', {}, here)).status).toBe(200);
    expect((await t.post('/client/info', {}, elsewhere)).status).toBe(401);
    expect(await t.login('admin@premia.local', 'Plataforma-2027')).toBeTruthy();
  });
});
