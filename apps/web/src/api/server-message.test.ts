// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { api, apiOrThrow, setApiEvents } from './client';

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

const notEnough = {
  s: 'not-ok',
  m: 'El cliente no tiene puntos suficientes: el premio cuesta 120 puntos.',
  code: 'rewards.notEnoughPoints',
  params: { cost: 120 },
  errorType: 'conflict',
};

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await setLanguage('es', { persist: false });
});

const added = {
  s: 'ok',
  m: 'Se sumaron 40 puntos.',
  code: 'points.added',
  params: { points: 40 },
  balance: 140,
};

describe('a failure is shown in the reader language, from its code', () => {
  it('in Spanish, the text the server sent', async () => {
    vi.stubGlobal('fetch', reply(409, notEnough));
    expect(await api('/client/customer/give-reward', { customerId: 1, rewardId: 1 })).toEqual(notEnough);
  });

  it('in English, with its params, keeping the code for whoever needs it', async () => {
    await setLanguage('en', { persist: false });
    vi.stubGlobal('fetch', reply(409, notEnough));
    expect(await api('/client/customer/give-reward', { customerId: 1, rewardId: 1 })).toMatchObject({
      s: 'not-ok',
      m: 'The customer does not have enough points: the reward costs 120 points.',
      code: 'rewards.notEnoughPoints',
      errorType: 'conflict',
    });
  });

  it('names the field by its label in that language, or the request itself', async () => {
    await setLanguage('fr', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(400, {
        s: 'not-ok',
        m: 'El campo «nombre» no puede tener más de 80 caracteres.',
        code: 'validation.tooLong',
        params: { field: 'first_name', maximum: 80 },
        errorType: 'validation',
      }),
    );
    const long = await api('/client/update', { first_name: 'x', last_name: 'y', email: 'a@b.co' });
    expect(long).toMatchObject({ m: 'Le champ « prénom » ne peut pas contenir plus de 80 caractères.' });
    vi.stubGlobal(
      'fetch',
      reply(400, {
        s: 'not-ok',
        m: 'La petición debe ser un objeto.',
        code: 'validation.mustBeObject',
        params: {},
      }),
    );
    expect(await api('/client/info', {})).toMatchObject({ m: 'La requête doit être un objet.' });
  });

  it("falls back to the server's m for a code it does not know, or no code", async () => {
    await setLanguage('zh', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(409, { s: 'not-ok', m: 'Mensaje nuevo.', code: 'points.newRule', params: {} }),
    );
    expect(await api('/client/info', {})).toEqual({ s: 'not-ok', m: 'Mensaje nuevo.', params: {} });
    vi.stubGlobal('fetch', reply(409, { s: 'not-ok', m: 'Sin código.' }));
    expect(await api('/client/info', {})).toEqual({ s: 'not-ok', m: 'Sin código.' });
  });

  it("hands 'no-redemptions-left' to the app shell with the text to show", async () => {
    await setLanguage('it', { persist: false });
    const onNoRedemptionsLeft = vi.fn();
    const onNoSubscription = vi.fn();
    setApiEvents({ onNoRedemptionsLeft, onNoSubscription });
    vi.stubGlobal(
      'fetch',
      reply(402, {
        s: 'not-ok',
        m: 'Su negocio no tiene canjes disponibles. Compre un paquete de canjes para seguir canjeando.',
        code: 'rewards.noRedemptionsLeft',
        params: {},
        errorType: 'no-redemptions-left',
      }),
    );
    await api('/client/customer/give-reward', { customerId: 1, rewardId: 1 });
    expect(onNoRedemptionsLeft).toHaveBeenCalledWith(
      'La sua attività non ha più riscatti disponibili. Acquisti un pacchetto di riscatti per continuare.',
    );
    expect(onNoSubscription).not.toHaveBeenCalled();
  });
});

describe('an ok answer says its m in the reader language, from its code', () => {
  it('in Spanish, the text the server sent', async () => {
    await setLanguage('es', { persist: false });
    vi.stubGlobal('fetch', reply(200, added));
    expect(await api('/client/customer/add-points', { customerId: 1, points: 40 })).toEqual(added);
  });

  it('in English, with its params, the rest of the answer as it came', async () => {
    await setLanguage('en', { persist: false });
    vi.stubGlobal('fetch', reply(200, added));
    expect(await api('/client/customer/add-points', { customerId: 1, points: 40 })).toEqual({
      ...added,
      m: '40 points were added.',
    });
  });

  it('for apiOrThrow too, which the screens use', async () => {
    await setLanguage('fr', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(200, { s: 'ok', m: 'Se creó el nivel.', code: 'levels.created', params: {}, level: { id: 3 } }),
    );
    const answer = await apiOrThrow('/client/levels/add', { name: 'Or', minPoints: 500, color: '#d4a017' });
    expect(answer.m).toBe('Le niveau a été créé.');
    expect(answer.level).toEqual({ id: 3 });
  });

  it("falls back to the server's m for a code it does not know, or no code", async () => {
    await setLanguage('zh', { persist: false });
    vi.stubGlobal('fetch', reply(200, { s: 'ok', m: 'Texto nuevo.', code: 'levels.renamed', params: {} }));
    expect(await api('/client/levels/delete', { levelId: 1 })).toMatchObject({ m: 'Texto nuevo.' });
    vi.stubGlobal('fetch', reply(200, { s: 'ok', m: 'Sin código.' }));
    expect(await api('/client/levels/delete', { levelId: 1 })).toEqual({ s: 'ok', m: 'Sin código.' });
  });
});

describe("a param of a kind travels raw and is said in the reader's language", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("names an order's new state with the reader's word for it", async () => {
    await setLanguage('en', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(200, {
        s: 'ok',
        m: 'El pedido #6 ahora está: Entregado.',
        code: 'orders.stateChanged',
        params: { orderId: 6, state: 'delivered' },
      }),
    );
    expect(await api('/client/orders/update', { orderId: 6, state: 'delivered' })).toMatchObject({
      m: 'Order #6 is now: Delivered.',
    });
  });

  it('names it in a failure too', async () => {
    await setLanguage('fr', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(409, {
        s: 'not-ok',
        m: 'El pedido ya está en estado «Entregado».',
        code: 'orders.alreadyInState',
        params: { state: 'delivered' },
        errorType: 'conflict',
      }),
    );
    expect(await api('/client/orders/update', { orderId: 6, state: 'delivered' })).toMatchObject({
      m: 'La commande est déjà au statut « Livrée ».',
    });
  });

  it('groups a number as the reader language does', async () => {
    await setLanguage('en', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(200, {
        s: 'ok',
        m: 'Se creó el lote «Feria» con 1,200 códigos.',
        code: 'coupons.batchCreated',
        params: { batch: 'Feria', codes: 1200 },
      }),
    );
    const input = { name: 'Feria', points: 10, expiresOn: '2030-12-31', count: 1200 };
    expect(await api('/client/coupons/add', input)).toMatchObject({
      m: 'The batch «Feria» was created with 1,200 codes.',
    });
    await setLanguage('fr', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(400, {
        s: 'not-ok',
        m: 'La compra daría más de 1,000,000 puntos, el máximo por operación.',
        code: 'points.tooManyPoints',
        params: { max: 1_000_000 },
        errorType: 'validation',
      }),
    );
    // French groups with a narrow no-break space.
    expect(await api('/client/customer/add-points', { customerId: 1, amount: 10 ** 7 })).toMatchObject({
      m: "L'achat donnerait plus de 1\u202f000\u202f000 points, le maximum par opération.",
    });
  });

  it("writes a calendar day and a store's time in the reader language, never moved by the browser's zone", async () => {
    // Honolulu is ten hours behind UTC: a day read as an instant there would be the day before.
    vi.stubEnv('TZ', 'Pacific/Honolulu');
    await setLanguage('zh', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(200, {
        s: 'ok',
        m: 'Este archivo ya se aplicó (lote #3, subido el 05/03/2026): no se volverán a dar sus puntos.',
        code: 'bulk.repeatedApplied',
        params: { batchId: 3, day: '2026-03-05' },
      }),
    );
    expect(await api('/client/info', {})).toMatchObject({
      m: '此文件已应用过（批次 #3，上传于 2026/03/05）：不会再次发放其积分。',
    });
    await setLanguage('en', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply(409, {
        s: 'not-ok',
        m: 'El ticket B1 ya se usó el 24/11/2026 23:10 para Ana (A1). Si es otra compra, confírmelo para registrarlo.',
        code: 'points.duplicateTicket',
        params: { ticket: 'B1', when: '2026-11-24T23:10', customer: 'Ana (A1)' },
        errorType: 'conflict',
      }),
    );
    expect(await api('/client/info', {})).toMatchObject({
      m: 'Ticket B1 was already used on 24/11/2026, 23:10 for Ana (A1). If this is another purchase, confirm it to record it.',
    });
  });
});
