// @vitest-environment jsdom
import type { Location, Till } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { TillsCard } from './TillsCard';

const week = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const barranco: Location = {
  id: 2,
  name: 'Aurora Barranco',
  address: 'Jr. Unión 210',
  city: null,
  employeesCount: 1,
  openingHours: week,
};
const general: Till = {
  id: 1,
  name: null,
  location: null,
  lastFour: 'x9Qa',
  createdAt: '2026-11-02T15:00:00.000Z',
  lastUsedAt: null,
};

describe('the tills (one POS token per till)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  function serve() {
    let tills: Till[] = [general];
    return fakeApi({
      '/client/api/tills/list': () => ({ s: 'ok', tills }),
      '/client/get-locations': () => ({ s: 'ok', locations: [barranco] }),
      '/client/api/tills/create': ({ name, locationId }) => {
        const till: Till = {
          id: 7,
          name,
          location: { id: locationId, name: barranco.name },
          lastFour: 'Zk3p',
          createdAt: '2026-12-07T09:00:00.000Z',
          lastUsedAt: null,
        };
        tills = [...tills, till];
        return {
          s: 'ok',
          m: `Se creó la caja ${name}. Copie su token ahora: no se volverá a mostrar.`,
          token: 'pos_secret-token-of-caja-1-Zk3p',
          till,
        };
      },
      '/client/api/tills/revoke': ({ tillId }) => {
        tills = tills.filter((x) => x.id !== tillId);
        return { s: 'ok', m: 'Se revocó el token de la caja Caja 1: ya no funciona.' };
      },
    });
  }

  it('creates a till in a location, shows its token once with copy, and revokes it', async () => {
    const api = serve();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    renderWithApp(<TillsCard />);
    const table = await screen.findByTestId('tills');
    expect(await within(table).findByText('Caja general (token del POS)')).toBeTruthy();
    expect(within(table).getByText('…x9Qa')).toBeTruthy();
    expect(within(table).getByText('Nunca')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear caja' }));
    expect(await screen.findByText('Indique el nombre de la caja.')).toBeTruthy();
    expect(screen.getByText('Elija el local.')).toBeTruthy();

    expect(screen.getByText('Elija un local')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Caja 1' } });
    await chooseOption('Local', 'Aurora Barranco');
    fireEvent.click(screen.getByRole('button', { name: 'Crear caja' }));
    const token = await screen.findByTestId('till-token');
    expect(token.textContent).toContain('pos_secret-token-of-caja-1-Zk3p');
    expect(screen.getByText('Copie ahora el token de Caja 1: no se volverá a mostrar.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/client/api/tills/create')?.input).toEqual({
      name: 'Caja 1',
      locationId: 2,
    });
    fireEvent.click(within(token.parentElement!).getByRole('button'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('pos_secret-token-of-caja-1-Zk3p'));
    const row = within(table).getByText('Caja 1').closest('tr')!;
    expect(within(row).getByText('Aurora Barranco')).toBeTruthy();
    expect(within(row).getByText('…Zk3p')).toBeTruthy();
    // The list never carries the token itself.
    expect(table.textContent).not.toContain('pos_secret');

    fireEvent.click(within(row).getByRole('button', { name: 'Revocar Caja 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Se revocó el token de la caja Caja 1: ya no funciona.')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('Caja 1')).toBeNull());
    expect(screen.queryByTestId('till-token')).toBeNull();
    expect(api.calls.find((c) => c.path === '/client/api/tills/revoke')?.input).toEqual({ tillId: 7 });
  });

  it('is a card per till on a phone (375 px), every column labelled', async () => {
    vi.stubGlobal('innerWidth', 375);
    serve();
    renderWithApp(<TillsCard />);
    const list = await screen.findByTestId('tills');
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await within(list).findAllByRole('listitem'))[0]!;
    expect(within(card).getByText('Caja general (token del POS)')).toBeTruthy();
    expect(within(card).getByText('Último uso')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Revocar Caja general (token del POS)' })).toBeTruthy();
  });
});
