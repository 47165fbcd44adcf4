// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { ownerSession as user } from '../test/renderWithApp';
import { api, apiOrThrow, setApiEvents } from './client';
import { endSession, startSession } from './session';

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('api()', () => {
  beforeAll(() => initI18n());
  const onUnauthorized = vi.fn();
  const onNoSubscription = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    endSession('logout');
    onUnauthorized.mockReset();
    onNoSubscription.mockReset();
    setApiEvents({ onUnauthorized, onNoSubscription });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs JSON with the bearer token and returns the envelope', async () => {
    startSession(user);
    const fetchMock = reply(200, { s: 'ok', m: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await api('/client/change-password', { currentPassword: 'a', newPassword: 'b'.repeat(8) });
    expect(result).toEqual({ s: 'ok', m: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/client/change-password');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${user.token}`,
    });
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'a', newPassword: 'bbbbbbbb' });
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = reply(200, { s: 'ok', storetypes: [] });
    vi.stubGlobal('fetch', fetchMock);
    await api('/general/get-store-types', {});
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('turns a network failure into s = not-ok with a sentence in the reader’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await api('/general/client-config', {})).toEqual({
      s: 'not-ok',
      m: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
    });
  });

  it('turns a parse failure into s = not-ok saying the answer was unexpected, never the parser’s text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>oops</html>', { status: 502 })),
    );
    const result = await api('/general/client-config', {});
    expect(result.s).toBe('not-ok');
    expect((result as { m: string }).m).toBe('Respuesta inesperada del servidor (HTTP 502).');
  });

  it('keeps the server message and errorType of a failure', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, { s: 'not-ok', m: 'El campo «email» es obligatorio.', errorType: 'validation' }),
    );
    expect(await api('/login/client', { email: '', password: '' })).toEqual({
      s: 'not-ok',
      m: 'El campo «email» es obligatorio.',
      errorType: 'validation',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 on a call with a token ends the session', async () => {
    startSession(user);
    vi.stubGlobal('fetch', reply(401, { s: 'not-ok', m: 'Sesión vencida', errorType: 'unauthorized' }));
    await api('/client/info', {});
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 without a token (wrong credentials) does not', async () => {
    vi.stubGlobal('fetch', reply(401, { s: 'not-ok', m: 'El email y/o la contraseña no son válidos.' }));
    await api('/login/client', { email: 'a@b.co', password: 'x' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("errorType 'no-subscription' raises the warning", async () => {
    startSession(user);
    vi.stubGlobal('fetch', reply(402, { s: 'not-ok', m: 'x', errorType: 'no-subscription' }));
    await api('/client/info', {});
    expect(onNoSubscription).toHaveBeenCalledOnce();
  });

  it('apiOrThrow throws an ApiError carrying m and errorType', async () => {
    vi.stubGlobal('fetch', reply(403, { s: 'not-ok', m: 'No permitido', errorType: 'forbidden' }));
    await expect(apiOrThrow('/client/info', {})).rejects.toMatchObject({
      name: 'ApiError',
      message: 'No permitido',
      errorType: 'forbidden',
    });
  });
});
