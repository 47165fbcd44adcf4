// @vitest-environment jsdom
import type { BackOfficeAppResponse } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { peru } from '../../../test/countryFixture';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import AdminStoresPage from './AdminStoresPage';

type Store = BackOfficeAppResponse<'/admin/store/get-all'>['stores'][number];
const aurora: Store = {
  id: 1,
  name: 'Café Aurora',
  ruc: '20601234567',
  storeType: { id: 1, name: 'Cafetería' },
  country: { id: 1, name: 'Perú' },
  owner: { id: 2, name: 'Ana Torres', email: 'owner@premia.local' },
  active: true,
  customers: 12,
  redeemLeft: 150,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The admin's stores as the fake server keeps them; an email already used is refused. */
function storesServer() {
  const stores = [aurora];
  return fakeApi({
    '/admin/store/get-all': () => ({
      s: 'ok',
      stores: stores.map((s) => ({ ...s })),
      total: stores.length,
      more: false,
      clientWebApp: null,
      withSubscription: false,
    }),
    '/admin/business/get': () => ({
      s: 'ok',
      store: {
        id: 1,
        name: stores[0]!.name,
        storetypeId: 1,
        active: true,
        redeemBought: 100,
        countryId: 1,
        ruc: '20601234567',
        currencyName: 'Sol',
      },
      user: { id: 2, first_name: 'Ana', last_name: 'Torres', email: 'owner@premia.local' },
    }),
    '/admin/business/process': (input) => {
      if (input.email === 'taken@example.com') {
        return {
          status: 409,
          failure: { s: 'not-ok', m: 'Ese email ya está registrado.', errorType: 'conflict' },
        };
      }
      stores[0] = { ...stores[0]!, name: input.name };
      return {
        s: 'ok',
        m: 'Negocio actualizado',
        store: {
          id: 1,
          name: input.name,
          storetypeId: 1,
          active: true,
          redeemBought: 100,
          countryId: 1,
          ruc: null,
          currencyName: 'Sol',
        },
        user: { id: 2, first_name: 'Ana', last_name: 'Torres', email: input.email },
      };
    },
    '/general/get-store-types': () => ({ s: 'ok', storetypes: [{ id: 1, name: 'Cafetería', image: null }] }),
    '/general/get-countries': () => ({
      s: 'ok',
      countries: [peru],
    }),
  });
}

describe('the admin stores page and its business modal', { timeout: 60_000 }, () => {
  freshScreenPerTest();

  it("edits a business: 'Negocio actualizado', the list reloads; a refusal is the spec's toast with the server's message", async () => {
    const api = storesServer();
    renderWithApp(<AdminStoresPage />, adminSession);
    expect(await screen.findByText('Café Aurora')).toBeTruthy();
    expect(screen.getByText('owner@premia.local')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Acciones de Café Aurora' }));
    fireEvent.click(await screen.findByText('Editar'));
    const modal = await screen.findByRole('dialog');
    const name = within(modal).getByRole('textbox', { name: 'Nombre del negocio' }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Café Aurora'));
    const email = within(modal).getByRole('textbox', { name: 'Email del dueño' });

    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo actualizar el Negocio')).toBeTruthy();
    expect((await screen.findAllByText('Ese email ya está registrado.')).length).toBeGreaterThan(0);

    fireEvent.change(email, { target: { value: 'owner@premia.local' } });
    fireEvent.change(name, { target: { value: 'Café Aurora Centro' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Negocio actualizado')).toBeTruthy();
    expect(await screen.findByText('Café Aurora Centro')).toBeTruthy();
    const sent = api.callsTo('/admin/business/process').at(-1)!.input;
    expect(sent).toMatchObject({
      type: 'edit',
      storeId: 1,
      userId: 2,
      password: '',
      name: 'Café Aurora Centro',
    });
  });

  it("says 'Más de 1000 negocios' under a search that matched more than the server counted, the exact number otherwise", async () => {
    const api = fakeApi({
      '/admin/store/get-all': (input) => ({
        s: 'ok',
        stores: [aurora],
        total: input.search ? 1000 : 1,
        more: Boolean(input.search),
        clientWebApp: null,
        withSubscription: false,
      }),
    });
    renderWithApp(<AdminStoresPage />, adminSession);
    expect(await screen.findByText('1 negocio')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Buscar por nombre, RUC o email del dueño' });
    fireEvent.change(search, { target: { value: 'a' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Más de 1000 negocios')).toBeTruthy();
    expect(api.callsTo('/admin/store/get-all').at(-1)!.input).toMatchObject({ search: 'a', page: 1 });
    // 50 pages of 20 are offered; the next ones appear as the server counts further.
    expect(screen.getByTitle('50')).toBeTruthy();
  });
});
