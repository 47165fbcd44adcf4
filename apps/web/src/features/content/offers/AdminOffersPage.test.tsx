// @vitest-environment jsdom
import type { Offer } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { errorToasts, refusals } from '../../../test/refusals';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import AdminOffersPage from './AdminOffersPage';
import OffersPage from './OffersPage';

const platformOffer: Offer = {
  id: 9,
  type: 'product',
  name: 'Semana del café',
  description: 'En todos los negocios de la plataforma.',
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
  platform: true,
  segmentId: null,
  createdAt: '2030-01-10T15:00:00.000Z',
};

/** The platform's offers as the server keeps them, with a switch to refuse the next write of a path. */
function platformServer() {
  let offers = [platformOffer, { ...platformOffer, id: 10, name: 'Día del té', active: false }];
  const { answer, refuseNext } = refusals('El nombre ya existe.');
  const api = fakeApi({
    '/admin/offer/get-all': () => ({ s: 'ok', offers }),
    '/admin/offer/add': (input) =>
      answer('add', () => {
        const offer = { ...platformOffer, ...input, id: 11 };
        offers = [offer, ...offers];
        return { s: 'ok' as const, m: 'Oferta creada', offer };
      }),
    '/admin/offer/update': ({ offerId, ...input }) =>
      answer('update', () => {
        const offer = { ...offers.find((o) => o.id === offerId)!, ...input };
        offers = offers.map((o) => (o.id === offerId ? offer : o));
        return { s: 'ok' as const, m: 'Oferta actualizada', offer };
      }),
    '/admin/offer/delete': ({ offerId }) =>
      answer('delete', () => {
        offers = offers.filter((o) => o.id !== offerId);
        return { s: 'ok' as const, m: 'Oferta eliminada' };
      }),
  });
  return { ...api, refuseNext };
}

describe("the admin's offers (the platform's)", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('lists them with their state, and creates one: a blank name is said under it, a refusal in the toast of spec §8', async () => {
    const api = platformServer();
    renderWithApp(<AdminOffersPage />, adminSession);
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Semana del café',
      'Día del té',
    ]);
    expect(within(cards[0]!).getByText('Activa')).toBeTruthy();
    expect(within(cards[1]!).getByText('Inactiva')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva oferta' }));
    const modal = await screen.findByRole('dialog', { name: 'Nueva oferta' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('El campo «Nombre» es obligatorio.')).toBeTruthy();
    expect(api.callsTo('/admin/offer/add')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: ' Mes del chocolate ' },
    });
    api.refuseNext('add');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se puede crear la Oferta')).toBeTruthy();
    expect(errorToasts()).toEqual(['No se puede crear la Oferta']);
    expect(within(modal).getByRole('alert').textContent).toBe('El nombre ya existe.');
    expect(screen.getByRole('dialog', { name: 'Nueva oferta' })).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Oferta creada')).toBeTruthy();
    // The platform's offer is only these fields: no price, category, day, button nor public page.
    expect(api.callsTo('/admin/offer/add').at(-1)?.input).toEqual({
      name: 'Mes del chocolate',
      description: null,
      active: true,
      image: null,
      imageSquared: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(3));
    expect(within(screen.getAllByTestId('offer-card')[0]!).getByRole('heading').textContent).toBe(
      'Mes del chocolate',
    );
  });

  it('edits one, saying a refused update as spec §8 does', async () => {
    const api = platformServer();
    renderWithApp(<AdminOffersPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Día del té' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar oferta' });
    expect(within(modal).getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Día del té');
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'Día del té verde' },
    });
    fireEvent.click(within(modal).getByRole('switch', { name: 'Activa' }));
    api.refuseNext('update');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se puede actualizar')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Oferta actualizada')).toBeTruthy();
    expect(api.callsTo('/admin/offer/update').at(-1)?.input).toEqual({
      offerId: 10,
      name: 'Día del té verde',
      description: 'En todos los negocios de la plataforma.',
      active: true,
      image: null,
      imageSquared: null,
    });
    const card = await screen.findByRole('heading', { name: 'Día del té verde' });
    expect(
      within(card.closest('[data-testid="offer-card"]') as HTMLElement).getByText('Activa'),
    ).toBeTruthy();
  });

  it('deletes one after asking; a failed delete shows no error (spec §8) and keeps it', async () => {
    const api = platformServer();
    renderWithApp(<AdminOffersPage />, adminSession);
    api.refuseNext('delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Semana del café' }));
    expect(await screen.findByText('¿Eliminar esta oferta?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.callsTo('/admin/offer/delete')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Semana del café' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Semana del café' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Oferta eliminada')).toBeTruthy();
    expect(api.callsTo('/admin/offer/delete').map((c) => c.input)).toEqual([{ offerId: 9 }, { offerId: 9 }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Semana del café' })).toBeNull());
    // The failed one's answer came first: had it said anything, it would show by now.
    expect(errorToasts()).toEqual([]);
  });

  it("shows the admin the platform's offers and content links, and a store's owner their own with prices", async () => {
    const api = fakeApi({
      '/admin/offer/get-all': () => ({ s: 'ok', offers: [platformOffer] }),
      '/client/offer/get-all': () => ({
        s: 'ok',
        offers: [{ ...platformOffer, platform: false, price: 12, oldPrice: 15, public: true }],
        currency: { code: 'PEN', name: 'Soles' },
      }),
      '/client/category/get-all': () => ({ s: 'ok', categories: [] }),
    });
    const admin = renderWithApp(<AdminOffersPage />, adminSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas de la plataforma' })).toBeTruthy();
    expect(
      screen.getByText('Lo que publique aquí lo verán en la billetera los clientes de todos los negocios.'),
    ).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Contenido de la plataforma' });
    expect(within(links).getByRole('link', { name: 'Novedades de la plataforma' }).getAttribute('href')).toBe(
      '/dashboard/admin/news',
    );
    expect(within(await screen.findByTestId('offer-card')).queryByText(/S\/|PEN/)).toBeNull();
    expect(api.callsTo('/client/offer/get-all')).toHaveLength(0);
    admin.unmount();

    renderWithApp(<OffersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Contenido de la plataforma' })).toBeNull();
    const card = await screen.findByTestId('offer-card');
    expect(within(card).getByText('Pública')).toBeTruthy();
    expect(within(card).getByText(/12[.,]00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nueva oferta' }));
    const modal = await screen.findByRole('dialog', { name: 'Nueva oferta' });
    // A price is MoneyInput's text: a comma is read as the decimals and shown back the store's way.
    const price = within(modal).getByRole<HTMLInputElement>('textbox', { name: 'Precio (Soles)' });
    expect(price.value).toBe('');
    fireEvent.change(price, { target: { value: '12,50' } });
    fireEvent.blur(price);
    expect(price.value).toBe('12.50');
    expect(within(modal).getByRole('switch', { name: 'Pública' })).toBeTruthy();
    expect(api.callsTo('/admin/offer/get-all')).toHaveLength(1);
  });
});
