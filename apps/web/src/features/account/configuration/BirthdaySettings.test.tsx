// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { fieldErrorShown, storeSettingsApi } from '../../../test/storeSettingsApi';
import { StoreSettingsForm } from './StoreSettingsForm';

describe('«Regalo de cumpleaños» on the configuration screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('is off without points, and saves points with our message when the owner writes none', async () => {
    const api = storeSettingsApi();
    renderWithApp(<StoreSettingsForm store={storeFixture({ storetype: { id: 1, name: 'Cafetería' } })} />);
    expect(await screen.findByText('No dar nada')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Puntos de cumpleaños' })).toBeNull();
    await chooseOption('Regalo de cumpleaños', 'Puntos');
    const points = await screen.findByRole('textbox', { name: 'Puntos de cumpleaños' });
    expect((points as HTMLInputElement).value).toBe('100');
    fireEvent.change(points, { target: { value: '250' } });
    const message = screen.getByRole('textbox', { name: 'Mensaje de cumpleaños' }) as HTMLTextAreaElement;
    expect(message.placeholder).toBe('¡Feliz cumpleaños! Le regalamos {{points}} puntos para celebrarlo.');
    expect(screen.getByText(/\{\{points\}\} se reemplaza por los puntos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(1));
    expect(api.callsTo('/client/store/save')[0]!.input).toMatchObject({
      birthdayGift: 'points',
      birthdayPoints: 250,
      birthdayMessage: null,
    });
  });

  it("saves the owner's own message", async () => {
    const api = storeSettingsApi();
    renderWithApp(
      <StoreSettingsForm
        store={storeFixture({
          storetype: { id: 1, name: 'Cafetería' },
          birthdayGift: 'points',
          birthdayPoints: 50,
        })}
      />,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mensaje de cumpleaños' }), {
      target: { value: '¡Feliz día! Pase por su café.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/store/save')).toHaveLength(1));
    expect(api.callsTo('/client/store/save')[0]!.input).toMatchObject({
      birthdayGift: 'points',
      birthdayPoints: 50,
      birthdayMessage: '¡Feliz día! Pase por su café.',
    });
  });

  it.each([
    ['0', 'El campo «Puntos de cumpleaños» debe ser mayor o igual que 1.'],
    ['-5', 'El campo «Puntos de cumpleaños» debe ser mayor o igual que 1.'],
    ['12,50', 'El campo «Puntos de cumpleaños» debe ser un número entero.'],
    ['cinco', 'El campo «Puntos de cumpleaños» debe ser un número.'],
  ])('refuses %s points before sending, in Spanish', async (typed, said) => {
    const api = storeSettingsApi();
    renderWithApp(
      <StoreSettingsForm
        store={storeFixture({ storetype: { id: 1, name: 'Cafetería' }, birthdayGift: 'points' })}
      />,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Puntos de cumpleaños' }), {
      target: { value: typed },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await fieldErrorShown()).toBe(said);
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });

  it('refuses a pasted message of 10,000 characters before sending, in Spanish, and keeps it', async () => {
    const api = storeSettingsApi();
    renderWithApp(
      <StoreSettingsForm
        store={storeFixture({ storetype: { id: 1, name: 'Cafetería' }, birthdayGift: 'points' })}
      />,
    );
    const pasted = '¡Feliz día! '.repeat(834).slice(0, 10_000);
    const message = (await screen.findByRole('textbox', {
      name: 'Mensaje de cumpleaños',
    })) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: pasted } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await fieldErrorShown()).toBe(
      'El campo «Mensaje de cumpleaños» no puede tener más de 500 caracteres.',
    );
    expect(message.value).toBe(pasted);
    expect(api.callsTo('/client/store/save')).toHaveLength(0);
  });
});
