// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { fieldErrorShown, storeSettingsApi } from '../../../test/storeSettingsApi';
import { StoreSettingsForm } from './StoreSettingsForm';

const onStore = () =>
  storeFixture({ storetype: { id: 1, name: 'Cafetería' }, stampsOn: true, stampPrize: 'Un café gratis' });

describe('«Tarjeta de sellos» on the configuration screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('is off by default; turned on it asks for the prize before saving', async () => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={storeFixture({ storetype: { id: 1, name: 'Cafetería' } })} />);
    const toggle = await screen.findByRole('switch', { name: 'Tarjeta de sellos' });
    expect(screen.queryByRole('textbox', { name: 'Premio de la tarjeta llena' })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByRole('textbox', { name: 'Premio de la tarjeta llena' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await fieldErrorShown()).toContain('Escriba qué da una tarjeta llena.');
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });

  it('saves the card: stamps per card, the prize and one stamp a day', async () => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={onStore()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Sellos por tarjeta' }), {
      target: { value: '8' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Premio de la tarjeta llena' }), {
      target: { value: '  Un té gratis ' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Un sello por cliente por día' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(1));
    expect(api.callsTo('/client/store/save')[0]!.input).toMatchObject({
      stampsOn: true,
      stampsPerCard: 8,
      stampPrize: 'Un té gratis',
      stampsOncePerDay: false,
    });
  });

  it.each([
    ['1', 'Sellos por tarjeta', '1', 'El campo «Sellos por tarjeta» debe ser mayor o igual que 2.'],
    ['51', 'Sellos por tarjeta', '51', 'El campo «Sellos por tarjeta» debe ser menor o igual que 50.'],
    ['-5', 'Sellos por tarjeta', '-5', 'El campo «Sellos por tarjeta» debe ser mayor o igual que 2.'],
    ['a 10,000-character paste', 'Premio de la tarjeta llena', 'x'.repeat(10_000), '120'],
  ])('refuses %s in «%s» before sending, in Spanish', async (_what, label, typed, message) => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={onStore()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: label }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await fieldErrorShown()).toContain(message);
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });
});
