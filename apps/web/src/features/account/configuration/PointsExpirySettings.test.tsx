// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { storeSettingsApi } from '../../../test/storeSettingsApi';
import { StoreSettingsForm } from './StoreSettingsForm';

describe('«Vencimiento de los puntos» on the configuration screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows never without months, and saves «N meses después de ganarlos» with its N', async () => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={storeFixture({ storetype: { id: 1, name: 'Cafetería' } })} />);
    expect(await screen.findByText('Nunca')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'N (meses)' })).toBeNull();
    await chooseOption('Vencimiento de los puntos', 'N meses después de ganarlos');
    const months = await screen.findByRole('textbox', { name: 'N (meses)' });
    expect((months as HTMLInputElement).value).toBe('12');
    fireEvent.change(months, { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(1));
    expect(api.callsTo('/client/store/save')[0]!.input).toMatchObject({
      pointsExpiryRule: 'earned',
      pointsExpiryMonths: 18,
    });
  });

  it('refuses 61 months before sending, in Spanish', async () => {
    const api = storeSettingsApi();
    renderWithApp(
      <StoreSettingsForm
        store={storeFixture({ storetype: { id: 1, name: 'Cafetería' }, pointsExpiryRule: 'inactive' })}
      />,
    );
    expect(await screen.findByText('Todos tras N meses sin visita')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'N (meses)' }), { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const said = await waitFor(() => {
      const error = document.querySelector('.ant-form-item-explain-error');
      if (!error) throw new Error('no error shown');
      return error.textContent;
    });
    expect(said).toBe('El campo «N (meses)» debe ser menor o igual que 60.');
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });

  it('saves «Valor de un punto» typed the local way: 0,05 and 1.234,50', async () => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={storeFixture({ storetype: { id: 1, name: 'Cafetería' } })} />);
    const value = await screen.findByRole('textbox', { name: 'Valor de un punto' });
    fireEvent.change(value, { target: { value: '0,05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(1));
    expect(api.callsTo('/client/store/save')[0]!.input).toMatchObject({ pointValue: 0.05 });
    fireEvent.change(value, { target: { value: '1.234,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(2));
    expect(api.callsTo('/client/store/save')[1]!.input).toMatchObject({ pointValue: 1234.5 });
  });

  it.each([
    ['-0,05', 'El campo «Valor de un punto» debe ser mayor o igual que 0.01.'],
    ['cinco', ''],
  ])('refuses %s as a point value before sending, in Spanish', async (typed, message) => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={storeFixture({ storetype: { id: 1, name: 'Cafetería' } })} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Valor de un punto' }), {
      target: { value: typed },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const said = await waitFor(() => {
      const error = document.querySelector('.ant-form-item-explain-error');
      if (!error) throw new Error('no error shown');
      return error.textContent;
    });
    if (message) expect(said).toBe(message);
    else expect(said).toContain('Valor de un punto');
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });
});
