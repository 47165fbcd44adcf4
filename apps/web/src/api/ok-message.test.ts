// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { api, apiOrThrow } from './client';

function reply(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
}

const added = {
  s: 'ok',
  m: 'Se sumaron 40 puntos.',
  code: 'points.added',
  params: { points: 40 },
  balance: 140,
};

describe('an ok answer says its m in the reader language, from its code', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await setLanguage('es', { persist: false });
  });

  it('in Spanish, the text the server sent', async () => {
    vi.stubGlobal('fetch', reply(added));
    expect(await api('/client/customer/add-points', { customerId: 1, points: 40 })).toEqual(added);
  });

  it('in English, with its params, the rest of the answer as it came', async () => {
    await setLanguage('en', { persist: false });
    vi.stubGlobal('fetch', reply(added));
    expect(await api('/client/customer/add-points', { customerId: 1, points: 40 })).toEqual({
      ...added,
      m: '40 points were added.',
    });
  });

  it('for apiOrThrow too, which the screens use', async () => {
    await setLanguage('fr', { persist: false });
    vi.stubGlobal(
      'fetch',
      reply({ s: 'ok', m: 'Se creó el nivel.', code: 'levels.created', params: {}, level: { id: 3 } }),
    );
    const answer = await apiOrThrow('/client/levels/add', { name: 'Or', minPoints: 500, color: '#d4a017' });
    expect(answer.m).toBe('Le niveau a été créé.');
    expect(answer.level).toEqual({ id: 3 });
  });

  it("falls back to the server's m for a code it does not know, or no code", async () => {
    await setLanguage('zh', { persist: false });
    vi.stubGlobal('fetch', reply({ s: 'ok', m: 'Texto nuevo.', code: 'levels.renamed', params: {} }));
    expect(await api('/client/levels/delete', { levelId: 1 })).toMatchObject({ m: 'Texto nuevo.' });
    vi.stubGlobal('fetch', reply({ s: 'ok', m: 'Sin código.' }));
    expect(await api('/client/levels/delete', { levelId: 1 })).toEqual({ s: 'ok', m: 'Sin código.' });
  });
});
