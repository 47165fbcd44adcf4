// @vitest-environment jsdom
import type { AdminCity } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { peru } from '../../../test/countryFixture';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import CitiesPage from './CitiesPage';

const lima: AdminCity = {
  id: 1,
  name: 'Lima',
  countryId: 1,
  latitude: -12.0464,
  longitude: -77.0428,
  zoom: 11,
  timeZone: 'America/Lima',
  locationsCount: 3,
};

/** Peru's cities as the fake server keeps them: Lima has locations, so it cannot be deleted; a second Lima is refused. */
function citiesServer() {
  return fakeApi({
    '/general/get-countries': () => ({
      s: 'ok',
      countries: [peru],
    }),
    '/admin/cities/get': () => ({ s: 'ok', cities: [{ ...lima }] }),
    '/admin/cities/update': () => ({
      status: 409,
      failure: { s: 'not-ok', m: 'Ya existe una ciudad con ese nombre en el país.', errorType: 'conflict' },
    }),
    '/admin/cities/delete': () => ({
      status: 409,
      failure: {
        s: 'not-ok',
        m: 'No se puede eliminar la ciudad porque tiene locales.',
        errorType: 'conflict',
      },
    }),
  });
}

describe('the cities screen (admin)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows a refused city inside its modal, which stays open with what was typed (spec §8)', async () => {
    const api = citiesServer();
    renderWithApp(<CitiesPage />, adminSession);
    expect(await screen.findByText('Lima')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Editar Lima'));
    const modal = await screen.findByRole('dialog');
    const name = within(modal).getByLabelText('Nombre') as HTMLInputElement;
    expect(name.value).toBe('Lima');
    expect((within(modal).getByLabelText('Latitud') as HTMLInputElement).value).toBe('-12.0464');
    fireEvent.change(name, { target: { value: 'Arequipa' } });
    fireEvent.click(within(modal).getByText('Guardar'));

    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Ya existe una ciudad con ese nombre en el país.',
    );
    expect(api.callsTo('/admin/cities/update')[0]?.input).toMatchObject({ cityId: 1, name: 'Arequipa' });
    expect(modal.isConnected).toBe(true);
    expect((within(modal).getByLabelText('Nombre') as HTMLInputElement).value).toBe('Arequipa');
    expect(screen.queryByText('Ciudad actualizada')).toBeNull();
  });

  it('shows nothing when a delete is refused: the city stays in the list (spec §8)', async () => {
    const api = citiesServer();
    renderWithApp(<CitiesPage />, adminSession);
    expect(await screen.findByText('Lima')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Eliminar Lima'));
    const confirm = (await screen.findByText('¿Eliminar esta ciudad?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(confirm).getByText('Eliminar'));
    await waitFor(() => expect(api.callsTo('/admin/cities/delete')).toHaveLength(1));
    expect(api.callsTo('/admin/cities/delete')[0]?.input).toEqual({ cityId: 1 });

    // Whatever the server said, no toast and no alert: the row is simply still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('No se puede eliminar la ciudad porque tiene locales.')).toBeNull();
    expect(screen.queryByText('Ciudad eliminada')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Lima')).toBeTruthy();
  });
});
