// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardModal } from '../features/loyalty/rewards';
import { ShippingCostModal } from '../features/shop/shippingcosts';
import { fakeApi } from '../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../test/renderWithApp';
import { storeFixture } from '../test/storeFixture';

function shippingForm() {
  const api = fakeApi({
    '/client/get-store-info': () => ({
      s: 'ok',
      store: storeFixture(),
      generalConfiguration: undefined as never,
    }),
    '/client/shippingcosts/add': (input) => ({
      s: 'ok',
      m: 'Se creó el costo de envío.',
      shippingCost: {
        id: 1,
        name: input.name,
        costCents: input.costCents,
        freeFromCents: null,
        active: true,
      },
    }),
  });
  renderWithApp(
    <ShippingCostModal target="create" currency="Sol peruano" onClose={() => {}} onSaved={() => {}} />,
  );
  const type = (label: string, text: string) => {
    const input = screen.getByRole('textbox', { name: label });
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
    return input as HTMLInputElement;
  };
  return { api, type };
}

describe('an amount typed in a form (Lima, soles)', () => {
  freshScreenPerTest();
  it('reads 12,50 and 1.234,50 as the person meant them, and shows them back as read', async () => {
    const { api, type } = shippingForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Zona o distrito' }), {
      target: { value: 'Miraflores' },
    });
    await waitFor(() => expect(api.callsTo('/client/get-store-info')).toHaveLength(1));
    const cost = type('Costo (Sol peruano)', '12,50');
    const freeFrom = type('Envío gratis desde (Sol peruano)', '1.234,50');
    await waitFor(() => expect(cost.value).toBe('12.50'));
    expect(freeFrom.value).toBe('1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/shippingcosts/add')).toHaveLength(1));
    expect(api.callsTo('/client/shippingcosts/add')[0]?.input).toMatchObject({
      costCents: 1250,
      freeFromCents: 123450,
    });
  });

  it('refuses a negative or an unreadable amount next to the field, as typed, and sends nothing', async () => {
    const { api, type } = shippingForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Zona o distrito' }), {
      target: { value: 'Miraflores' },
    });
    const cost = type('Costo (Sol peruano)', '-5');
    const freeFrom = type('Envío gratis desde (Sol peruano)', '12,5,0');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El campo «Costo (Sol peruano)» debe ser mayor o igual que 0.'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'El campo «Envío gratis desde (Sol peruano)» no es un monto que se pueda leer. Escríbalo como 12,50 o 1.234,50.',
      ),
    ).toBeTruthy();
    expect(cost.value).toBe('-5.00');
    expect(freeFrom.value).toBe('12,5,0');
    expect(api.callsTo('/client/shippingcosts/add')).toHaveLength(0);
  });
});

describe('a number typed out of range is refused, never clamped', () => {
  freshScreenPerTest();
  it('a reward costing -10 points says why instead of becoming 1', async () => {
    const api = fakeApi({
      '/client/get-store-info': () => ({
        s: 'ok',
        store: storeFixture(),
        generalConfiguration: undefined as never,
      }),
    });
    renderWithApp(<RewardModal target="create" onClose={() => {}} onSaved={() => {}} />);
    const cost = screen.getByRole('textbox', { name: 'Costo en puntos' }) as HTMLInputElement;
    fireEvent.change(cost, { target: { value: '-10' } });
    fireEvent.blur(cost);
    expect(await screen.findByText('El campo «Costo en puntos» debe ser mayor o igual que 1.')).toBeTruthy();
    expect(cost.value).toBe('-10');
    expect(api.calls.filter((c) => c.path.startsWith('/client/reward'))).toHaveLength(0);
  });
});
