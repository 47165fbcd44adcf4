// @vitest-environment jsdom
import type { Offer, Segment } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import OffersPage from './OffersPage';

const segment = (id: number, name: string, pointsMin: number): Segment => ({
  id,
  name,
  filter: { pointsMin },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const offer: Offer = {
  id: 5,
  type: 'product',
  name: 'Postre gratis',
  description: null,
  active: true,
  image: null,
  imageSquared: null,
  buttonText: null,
  buttonLink: null,
  price: null,
  oldPrice: null,
  public: false,
  category: null,
  expirationDate: null,
  expired: false,
  platform: false,
  segmentId: null,
  createdAt: '2026-11-10T10:00:00.000Z',
};

function server(offers: Offer[] = []) {
  return fakeApi({
    '/client/offer/get-all': () => ({ s: 'ok', offers, currency: { code: 'PEN', name: 'Soles' } }),
    '/client/category/get-all': () => ({ s: 'ok', categories: [] }),
    '/client/segments/list': () => ({
      s: 'ok',
      segments: [segment(1, 'Con puntos', 100), segment(2, 'Fieles', 1000)],
    }),
    '/client/segments/count': ({ filter }) => ({ s: 'ok', customers: filter.pointsMin === 100 ? 250 : 7 }),
    '/client/offer/add': (input) => ({
      s: 'ok',
      m: 'Oferta creada',
      code: 'offers.created',
      params: {},
      offer: { ...offer, ...input, id: 9, segmentId: input.segmentId ?? null },
    }),
    '/client/offer/update': (input) => ({
      s: 'ok',
      m: 'Oferta actualizada',
      code: 'offers.updated',
      params: {},
      offer: { ...offer, ...input, segmentId: input.segmentId ?? null },
    }),
  });
}

describe('an offer for a segment (issue 34 §6)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('chooses «Un segmento», shows «Llega a N clientes» for the segment picked, and saves its id', async () => {
    const api = server();
    renderWithApp(<OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva oferta' }));
    const modal = await screen.findByRole('dialog', { name: 'Nueva oferta' });
    expect(within(modal).getByRole('radio', { name: 'Todos los clientes' })).toHaveProperty('checked', true);
    expect(within(modal).queryByRole('combobox', { name: 'Segmento' })).toBeNull();
    expect(api.callsTo('/client/segments/list')).toHaveLength(0);

    fireEvent.click(within(modal).getByRole('radio', { name: 'Un segmento' }));
    await within(modal).findByRole('combobox', { name: 'Segmento' });
    await chooseOption('Segmento', 'Con puntos', modal);
    expect((await within(modal).findByTestId('offer-reach')).textContent).toContain('Llega a 250 clientes.');
    await chooseOption('Segmento', 'Fieles', modal);
    await waitFor(() =>
      expect(within(modal).getByTestId('offer-reach').textContent).toContain('Llega a 7 clientes.'),
    );

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'Solo fieles' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/offer/add')).toHaveLength(1));
    expect(api.callsTo('/client/offer/add')[0]!.input).toMatchObject({ name: 'Solo fieles', segmentId: 2 });
  });

  it('asks for the segment when «Un segmento» is chosen without one, and sends null for every customer', async () => {
    const api = server([{ ...offer, segmentId: 1 }]);
    renderWithApp(<OffersPage />);
    const card = await screen.findByTestId('offer-card');
    expect(within(card).getByText('Solo un segmento')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva oferta' }));
    const modal = await screen.findByRole('dialog', { name: 'Nueva oferta' });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'Para quién' },
    });
    fireEvent.click(within(modal).getByRole('radio', { name: 'Un segmento' }));
    await within(modal).findByRole('combobox', { name: 'Segmento' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Elija el segmento que verá la oferta.')).toBeTruthy();
    expect(api.callsTo('/client/offer/add')).toHaveLength(0);

    fireEvent.click(within(modal).getByRole('radio', { name: 'Todos los clientes' }));
    await waitFor(() => expect(within(modal).queryByRole('combobox', { name: 'Segmento' })).toBeNull());
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('/client/offer/add')).toHaveLength(1));
    expect(api.callsTo('/client/offer/add')[0]!.input).toMatchObject({ name: 'Para quién', segmentId: null });
  });
});
