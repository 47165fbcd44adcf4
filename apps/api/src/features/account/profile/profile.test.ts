import { describe, expect, it } from 'vitest';
import { useTestApp, useTestAppWithMail } from '../../../../test/build-test-app.ts';
import { createEmployee, createStore, TEST_PASSWORD } from '../../../../test/factories.ts';
import { mailText } from '../../../../test/mail-catcher.ts';

describe('my profile', () => {
  const t = useTestApp();

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
    // An employee of a store of its own: the demo's employee keeps the permissions the test above reads.
    const { store, location } = await createStore(t.db);
    const employee = await createEmployee(t.db, store.id, location.id);
    const token = await t.login(employee.email, TEST_PASSWORD);
    expect((await t.post('/client/info', {}, token)).body.permissions.permCreateCustomer).toBe(false);
    await t.pool.query(`update users set perm_create_customer = true where id = $1`, [employee.id]);
    const res = await t.post('/client/info', {}, token);
    expect(res.body.permissions.permCreateCustomer).toBe(true);
  });

  it('saves the profile, language included, and needs the current password to change the email', async () => {
    const token = await t.login('owner@premia.local');
    const saved = await t.post(
      '/client/update',
      { first_name: 'Ana María', last_name: 'Torres', email: 'owner@premia.local', defaultLanguage: 'en' },
      token,
    );
    expect(saved.body).toEqual({
      s: 'ok',
      m: 'La información ha sido guardada.',
      code: 'profile.saved',
      params: {},
    });
    const info = await t.post('/client/info', {}, token);
    expect(info.body.user.name).toBe('Ana María Torres');
    expect(info.body.defaultLanguage).toBe('en');

    const withoutPassword = await t.post(
      '/client/update',
      { first_name: 'Ana', last_name: 'Torres', email: 'ana.nueva@example.com' },
      token,
    );
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.m).toBe('Para cambiar el email de acceso, indique su contraseña actual.');
    const wrongPassword = await t.post(
      '/client/update',
      {
        first_name: 'Ana',
        last_name: 'Torres',
        email: 'ana.nueva@example.com',
        currentPassword: 'no-es-esta',
      },
      token,
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.m).toBe('La contraseña actual no es correcta.');
    // The same address in other letters is not a change.
    const sameAddress = await t.post(
      '/client/update',
      { first_name: 'Ana', last_name: 'Torres', email: 'Owner@Premia.local' },
      token,
    );
    expect(sameAddress.body).toEqual({
      s: 'ok',
      m: 'La información ha sido guardada.',
      code: 'profile.saved',
      params: {},
    });

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
    expect(done.body).toEqual({
      s: 'ok',
      m: 'La contraseña fué cambiada con éxito. Ya puede usarla.',
      code: 'password.changed',
      params: {},
    });
    expect((await t.post('/client/info', {}, here)).status).toBe(200);
    expect((await t.post('/client/info', {}, elsewhere)).status).toBe(401);
    expect(await t.login('admin@premia.local', 'Plataforma-2027')).toBeTruthy();
  });
});

describe('changing the sign-in email (store owner and admin)', () => {
  const t = useTestAppWithMail();

  const mailsTo = (email: string) =>
    t.smtp.mails.filter((m) => m.to.includes(email)).map((m) => mailText(m.raw));
  const sentMessage = (email: string) =>
    `La información ha sido guardada. Le enviamos un email a ${email}: el email de acceso cambiará cuando abra el enlace que contiene.`;

  it.each([
    ['owner@premia.local', 'ana.torres@example.com'],
    ['admin@premia.local', 'plataforma@example.com'],
  ])(
    '%s: ends the other sessions, tells the old address, and changes only once the new one confirms',
    async (email, newEmail) => {
      const here = await t.login(email);
      const elsewhere = await t.login(email);
      const res = await t.post(
        '/client/update',
        { first_name: 'Nombre', last_name: 'Apellido', email: newEmail, currentPassword: 'Premia2026!' },
        here,
      );
      expect(res.body).toEqual({
        s: 'ok',
        m: sentMessage(newEmail),
        code: 'profile.emailChangeSent',
        params: { email: newEmail },
      });
      expect((await t.post('/client/info', {}, elsewhere)).status).toBe(401);
      expect((await t.post('/client/info', {}, here)).body.user.email).toBe(email);

      await expect.poll(() => mailsTo(email).length + mailsTo(newEmail).length, { timeout: 5000 }).toBe(2);
      expect(mailsTo(email)[0]).toContain(newEmail);
      const link = /confirmar-email\?token=([A-Za-z0-9_%-]+)/.exec(mailsTo(newEmail)[0] ?? '');
      expect(link?.[1]).toBeTruthy();
      const confirmed = await t.post('/general/confirm-email', { token: decodeURIComponent(link![1]!) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user.email).toBe(newEmail);
      expect((await t.post('/client/info', {}, here)).body.user.email).toBe(newEmail);
      expect((await t.post('/login/client', { email: newEmail, password: 'Premia2026!' })).status).toBe(200);
      expect((await t.post('/login/client', { email, password: 'Premia2026!' })).status).toBe(401);
    },
  );

  it('answers a taken address as a free one: its holder is told by mail, nothing changes', async () => {
    const token = await t.login('employee@premia.local');
    const res = await t.post(
      '/client/update',
      {
        first_name: 'Bruno',
        last_name: 'Díaz',
        email: 'ana.torres@example.com',
        currentPassword: 'Premia2026!',
      },
      token,
    );
    expect(res.body).toEqual({
      s: 'ok',
      m: sentMessage('ana.torres@example.com'),
      code: 'profile.emailChangeSent',
      params: { email: 'ana.torres@example.com' },
    });
    await expect
      .poll(() => mailsTo('ana.torres@example.com').some((m) => m.includes('ya tiene una cuenta')), {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await t.post('/client/info', {}, token)).body.user.email).toBe('employee@premia.local');
  });
});
