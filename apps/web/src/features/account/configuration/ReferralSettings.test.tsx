// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { fieldErrorShown, storeSettingsApi } from '../../../test/storeSettingsApi';
import { StoreSettingsForm } from './StoreSettingsForm';

const onStore = () => storeFixture({ storetype: { id: 1, name: 'Cafetería' }, referralsOn: true });

describe('«Invita a un amigo» on the configuration screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('is off by default; turned on it shows the terms and says what a first purchase under the minimum gets', async () => {
    renderWithApp(<StoreSettingsForm store={storeFixture({ storetype: { id: 1, name: 'Cafetería' } })} />);
    const toggle = await screen.findByRole('switch', { name: 'Invita a un amigo' });
    expect(screen.queryByRole('textbox', { name: 'Compra mínima del amigo' })).toBeNull();
    expect(screen.getByText(/no llega al mínimo, no se da nada/)).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByRole('textbox', { name: 'Compra mínima del amigo' })).toBeTruthy();
  });

  it('saves the minimum typed the local way (12,50 and 1.234,50) and the points and cap', async () => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={onStore()} />);
    const minimum = await screen.findByRole('textbox', { name: 'Compra mínima del amigo' });
    fireEvent.change(minimum, { target: { value: '12,50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Puntos para quien invita' }), {
      target: { value: '80' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Invitaciones premiadas por mes' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(1));
    expect(api.callsTo('/client/store/save')[0]!.input).toMatchObject({
      referralsOn: true,
      referralMinPurchase: 12.5,
      referrerPoints: 80,
      friendPoints: 50,
      referralMonthlyCap: 3,
    });
    fireEvent.change(minimum, { target: { value: '1.234,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(2));
    expect(api.callsTo('/client/store/save')[1]!.input).toMatchObject({ referralMinPurchase: 1234.5 });
  });

  it.each([
    [
      '-5',
      'Compra mínima del amigo',
      '-5',
      'El campo «Compra mínima del amigo» debe ser mayor o igual que 0.',
    ],
    [
      '-5',
      'Puntos para quien invita',
      '-5',
      'El campo «Puntos para quien invita» debe ser mayor o igual que 1.',
    ],
    ['a 10,000-character paste', 'Compra mínima del amigo', '9'.repeat(10_000), 'Compra mínima del amigo'],
    [
      '1001',
      'Invitaciones premiadas por mes',
      '1001',
      'El campo «Invitaciones premiadas por mes» debe ser menor o igual que 1000.',
    ],
  ])('refuses %s in «%s» before sending, in Spanish', async (_what, label, typed, message) => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={onStore()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: label }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await fieldErrorShown()).toContain(message);
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });
});
