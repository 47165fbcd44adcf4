// @vitest-environment jsdom
import type { Location } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import LocationsPage from './LocationsPage';

const barranco: Location = {
  id: 2,
  name: 'Aurora Barranco',
  address: 'Jr. Unión 210',
  city: null,
  employeesCount: 1,
  openingHours: {
    monday: [{ opens: '08:00', closes: '13:00' }],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [{ opens: '18:00', closes: '24:00' }],
    sunday: [],
  },
};

describe("the location form's opening hours", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('edits a week of ranges, refuses overlapping ones as the server would, and saves', async () => {
    const api = fakeApi({
      '/client/get-locations': () => ({ s: 'ok', locations: [barranco] }),
      '/client/store/get-cities': () => ({ s: 'ok', cities: [] }),
      '/client/location/update': (input) => ({
        s: 'ok',
        m: 'Se actualizó la información del local.',
        location: { ...barranco, openingHours: input.openingHours ?? null },
      }),
    });
    renderWithApp(<LocationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const modal = await screen.findByRole('dialog');
    // Role queries walk the whole modal's accessibility tree: the button is found by its text.
    const save = () => within(modal).getByText('Guardar').closest('button')!;

    // Closing at the day's end (24:00) shows as 00:00 in the time input.
    expect(within(modal).getByLabelText('Sábado, horario 1: cierra')).toHaveProperty('value', '00:00');
    expect(within(within(modal).getByText('Domingo').closest('fieldset')!).getByText('Cerrado')).toBeTruthy();

    fireEvent.click(within(modal).getByLabelText('Lunes: agregar horario'));
    fireEvent.change(within(modal).getByLabelText('Lunes, horario 2: abre'), { target: { value: '12:00' } });
    fireEvent.change(within(modal).getByLabelText('Lunes, horario 2: cierra'), {
      target: { value: '18:00' },
    });
    fireEvent.click(save());
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'El campo «lunes» debe tener sus horarios en orden y sin superponerse.',
    );
    expect(api.callsTo('/client/location/update')).toHaveLength(0);

    fireEvent.change(within(modal).getByLabelText('Lunes, horario 2: abre'), { target: { value: '16:00' } });
    fireEvent.click(within(modal).getByLabelText('Sábado: quitar el horario 1'));
    fireEvent.click(within(modal).getByLabelText('Domingo: agregar horario'));
    fireEvent.change(within(modal).getByLabelText('Domingo, horario 1: cierra'), {
      target: { value: '00:00' },
    });
    fireEvent.click(save());

    await waitFor(() => expect(api.callsTo('/client/location/update')).toHaveLength(1));
    expect(api.callsTo('/client/location/update')[0]!.input).toMatchObject({
      locationId: 2,
      openingHours: {
        monday: [
          { opens: '08:00', closes: '13:00' },
          { opens: '16:00', closes: '18:00' },
        ],
        saturday: [],
        sunday: [{ opens: '09:00', closes: '24:00' }],
      },
    });
    expect(await screen.findByText('Se actualizó la información del local.')).toBeTruthy();
  });
});
