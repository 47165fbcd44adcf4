// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { storeFixture } from '../../../test/storeFixture';
import { StoreSettingsForm } from './StoreSettingsForm';

function server() {
  return fakeApi({
    '/general/get-store-types': () => ({ s: 'ok', storetypes: [{ id: 1, name: 'Cafetería', image: null }] }),
    '/general/get-currencies': () => ({
      s: 'ok',
      currencies: [{ code: 'PEN', name: 'Sol peruano', symbol: 'S/' }],
    }),
    '/client/store/save': (input) => ({
      s: 'ok',
      m: 'Configuración guardada.',
      code: 'stores.saved',
      params: {},
      store: storeFixture(input as never),
    }),
  });
}

describe('«Vencimiento de los puntos» on the configuration screen', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('shows never without months, and saves «N meses después de ganarlos» with its N', async () => {
    const api = server();
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
    const api = server();
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
});
