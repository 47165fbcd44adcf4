import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app.ts';

describe('support channels (admin configuration)', () => {
  let admin: string;
  let owner: string;

  const t = useTestApp();
  beforeAll(async () => {
    admin = await t.login('admin@premia.local');
    owner = await t.login('owner@premia.local');
  });

  it('saves the support phone: the web app and the store info get it; null takes it away', async () => {
    expect((await t.post('/general/client-config', {})).body.supportPhone).toBeNull();
    const saved = await t.post(
      '/admin/configuration/save-support-phone',
      { supportPhone: ' +51 999 888 777 ' },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ m: 'Teléfono de soporte guardado', supportPhone: '+51 999 888 777' });
    expect((await t.post('/general/client-config', {})).body.supportPhone).toBe('+51 999 888 777');
    const store = await t.post('/client/get-store-info', {}, owner);
    expect(store.body.generalConfiguration.supportPhone).toBe('+51 999 888 777');

    const cleared = await t.post('/admin/configuration/save-support-phone', { supportPhone: null }, admin);
    expect(cleared.body.supportPhone).toBeNull();
    expect((await t.post('/general/client-config', {})).body.supportPhone).toBeNull();
  });

  it('refuses a phone without its country code, in Spanish, and keeps the one saved', async () => {
    await t.post('/admin/configuration/save-support-phone', { supportPhone: '+51 911 222 333' }, admin);
    const bad = await t.post('/admin/configuration/save-support-phone', { supportPhone: '987654321' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.m).toBe('Escriba el teléfono con el código de país, como +51 987 654 321.');
    expect((await t.post('/admin/configuration/get-whatsapp', {}, admin)).body.supportPhone).toBe(
      '+51 911 222 333',
    );
  });

  it('saves the WhatsApp number and the message the chat opens with', async () => {
    const saved = await t.post(
      '/admin/configuration/update-whatsapp',
      {
        whatsappNumber: '+51 944 555 666',
        whatsappMessage: 'Hola, necesito ayuda con mi programa de puntos.',
      },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      m: 'Configuración de WhatsApp guardada',
      whatsappNumber: '+51 944 555 666',
      whatsappMessage: 'Hola, necesito ayuda con mi programa de puntos.',
    });
    const read = await t.post('/admin/configuration/get-whatsapp', {}, admin);
    expect(read.body).toEqual({
      s: 'ok',
      supportPhone: '+51 911 222 333',
      whatsappNumber: '+51 944 555 666',
      whatsappMessage: 'Hola, necesito ayuda con mi programa de puntos.',
    });
    expect((await t.post('/general/client-config', {})).body.supportMessage).toBe(
      'Hola, necesito ayuda con mi programa de puntos.',
    );
  });

  it('is for the admin only', async () => {
    const res = await t.post(
      '/admin/configuration/save-support-phone',
      { supportPhone: '+51 1 234567' },
      owner,
    );
    expect(res.status).toBe(403);
    expect((await t.post('/admin/configuration/get-whatsapp', {}, admin)).body.supportPhone).toBe(
      '+51 911 222 333',
    );
  });
});
