// @vitest-environment jsdom
import type { Banner, NewsItem, Offer } from '@premia/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import { BannersPage } from '../banners';
import { NewsPage } from '../news';
import { AdminOffersPage, OffersPage } from '../offers';

const hours: NewsItem = {
  id: 1,
  name: 'Nuevo horario',
  description: 'Abrimos a las 7:00.',
  image: null,
  imageSquared: null,
  active: true,
  buttonText: null,
  buttonLink: null,
  public: true,
  platform: false,
  createdAt: '2030-01-10T15:00:00.000Z',
};

const coffee: Offer = {
  id: 3,
  type: 'product',
  name: 'Café doble',
  description: null,
  active: true,
  image: null,
  imageSquared: null,
  buttonText: 'Pedir',
  buttonLink: 'https://cafe.example/pedir',
  price: 8.5,
  oldPrice: 10,
  public: false,
  category: { id: 1, name: 'Bebidas' },
  expirationDate: '2030-02-01',
  expired: false,
  platform: false,
  segmentId: null,
  createdAt: '2030-01-10T15:00:00.000Z',
};

const summer: Banner = {
  id: 5,
  image: 'https://cdn.example/verano.png',
  title: 'Verano',
  link: null,
  position: 1,
  active: false,
  startsOn: null,
  endsOn: null,
};

describe('the content screens (news, offers, banners)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('creates a news item with its button; a refusal is told in a toast and the modal stays open', async () => {
    let refuse = true;
    const api = fakeApi({
      '/client/news/get-all': () => ({ s: 'ok', news: [hours] }),
      '/client/news/add': (input) =>
        refuse
          ? { status: 400, failure: { s: 'not-ok', m: 'El enlace no es válido.', errorType: 'validation' } }
          : {
              s: 'ok',
              m: 'Novedad creada',
              news: { ...hours, ...input, id: 2, platform: false } as NewsItem,
            },
    });
    renderWithApp(<NewsPage />);
    const card = await screen.findByTestId('news-card');
    expect(within(card).getByText('Nuevo horario')).toBeTruthy();
    expect(within(card).getByText('Pública')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva novedad' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), {
      target: { value: ' Día libre ' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: /Texto del botón/ }), {
      target: { value: 'Ver' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se puede crear la novedad')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    refuse = false;
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad creada')).toBeTruthy();
    expect(api.callsTo('/client/news/add').at(-1)?.input).toEqual({
      name: 'Día libre',
      description: null,
      image: null,
      imageSquared: null,
      active: true,
      public: false,
      buttonText: 'Ver',
      buttonLink: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(2));
  });

  it("edits a store's offer with its prices and day; the admin's offers have no prices nor button", async () => {
    const api = fakeApi({
      '/client/offer/get-all': () => ({
        s: 'ok',
        offers: [coffee],
        currency: { code: 'PEN', name: 'Soles' },
      }),
      '/client/category/get-all': () => ({
        s: 'ok',
        categories: [{ id: 1, name: 'Bebidas', label: 'Bebidas', image: null }],
      }),
      '/client/offer/update': (input) => ({
        s: 'ok',
        m: 'Oferta actualizada',
        offer: { ...coffee, name: input.name },
      }),
      '/admin/offer/get-all': () => ({
        s: 'ok',
        offers: [{ ...coffee, id: 9, platform: true, price: null }],
      }),
    });
    renderWithApp(<OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Café doble' }));
    const modal = await screen.findByRole('dialog');
    // The amounts are MoneyInput's text, written the store's way.
    expect(within(modal).getByRole<HTMLInputElement>('textbox', { name: 'Precio (Soles)' }).value).toBe(
      '8.50',
    );
    expect(
      within(modal).getByRole<HTMLInputElement>('textbox', { name: 'Precio anterior (Soles)' }).value,
    ).toBe('10.00');
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), {
      target: { value: 'Café triple' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Oferta actualizada')).toBeTruthy();
    expect(api.callsTo('/client/offer/update')[0]?.input).toMatchObject({
      offerId: 3,
      name: 'Café triple',
      price: 8.5,
      oldPrice: 10,
      categoryId: 1,
      expirationDate: '2030-02-01',
      buttonText: 'Pedir',
      buttonLink: 'https://cafe.example/pedir',
      public: false,
    });
    cleanup();

    renderWithApp(<AdminOffersPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva oferta' }));
    const adminModal = await screen.findByRole('dialog');
    expect(within(adminModal).getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
    expect(within(adminModal).queryByRole('textbox', { name: /Precio/ })).toBeNull();
    expect(within(adminModal).queryByText('Pública')).toBeNull();
  });

  it('deletes a banner after confirming, and says so', async () => {
    let banners = [summer];
    fakeApi({
      '/client/banners/get-all': () => ({ s: 'ok', banners }),
      '/client/banners/delete': () => {
        banners = [];
        return { s: 'ok', m: 'Contenido eliminado' };
      },
    });
    renderWithApp(<BannersPage />);
    const card = await screen.findByTestId('banner-card');
    expect(within(card).getByText('Inactivo')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /Eliminar/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByTestId('banner-card')).toBeNull());
  });
});
