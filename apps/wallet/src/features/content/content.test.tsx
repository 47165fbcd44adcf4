// @vitest-environment jsdom
import type { StoreContent } from '@premia/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fakeApi, freshWalletPerTest, renderWallet, testStore } from '../../test/renderWallet';
import { signedInAs } from '../../test/signIn';

freshWalletPerTest();

const offer = {
  type: 'product' as const,
  description: 'De lunes a jueves.',
  active: true,
  image: null,
  imageSquared: null,
  buttonText: null,
  buttonLink: null,
  oldPrice: null,
  public: true,
  expired: false,
  platform: false,
  segmentId: null,
  createdAt: '2030-01-01T12:00:00.000Z',
};

const content: StoreContent = {
  storeName: 'Café Aurora',
  currency: { code: 'PEN', name: 'Sol' },
  categories: [
    { id: 1, name: 'Bebidas' },
    { id: 2, name: 'Postres' },
  ],
  offers: [
    {
      ...offer,
      id: 11,
      name: 'Dos capuchinos por S/ 12',
      price: 12,
      oldPrice: 18.5,
      category: { id: 1, name: 'Bebidas' },
      expirationDate: '2030-12-31',
      buttonText: 'Reservar',
      buttonLink: 'https://premia.example/reservar',
    },
    {
      ...offer,
      id: 12,
      name: 'Torta del día',
      price: null,
      category: { id: 2, name: 'Postres' },
      expirationDate: null,
    },
  ],
  news: [
    {
      id: 5,
      name: 'Nuevo local en Barranco',
      description: 'Abrimos el lunes.',
      image: null,
      imageSquared: null,
      active: true,
      buttonText: null,
      buttonLink: null,
      public: true,
      platform: false,
      createdAt: '2030-01-20T03:00:00.000Z',
    },
  ],
  banners: [
    {
      id: 2,
      image: '/uploads/banner.png',
      link: 'https://premia.example/verano',
      position: 1,
      active: true,
      startsOn: null,
      endsOn: null,
      title: 'Verano en Aurora',
    },
  ],
};

describe("the store's offers, news and banners", () => {
  it("shows a visitor the public content on the store's page, and an offer's page with its price and last day", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/general/store/content': { body: { s: 'ok', ...content } },
    });
    renderWallet('/pe/cafe-aurora');

    const carousel = await screen.findByRole('region', { name: 'Destacados' });
    expect(within(carousel).getByRole('link', { name: 'Verano en Aurora' }).getAttribute('href')).toBe(
      'https://premia.example/verano',
    );
    const offers = screen.getByRole('region', { name: 'Ofertas' });
    expect(offers.textContent).toContain('Dos capuchinos por S/ 12');
    expect(offers.textContent).toContain('Válida hasta el 31/12/2030');
    expect(screen.getByRole('region', { name: 'Novedades' }).textContent).toContain(
      'Nuevo local en Barranco',
    );
    expect(calls.find((c) => c.path === '/general/store/content')).toMatchObject({
      body: { slug: 'cafe-aurora' },
      token: null,
    });

    fireEvent.click(within(offers).getByRole('link', { name: /Dos capuchinos/ }));
    expect(await screen.findByRole('heading', { name: 'Dos capuchinos por S/ 12' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pe/cafe-aurora/offers/11');
    expect(screen.getByText(/^S\/\s12\.00$/)).toBeTruthy();
    expect(screen.getByText(/^S\/\s18\.50$/)).toBeTruthy();
    expect(screen.getByText('Válida hasta el 31/12/2030')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reservar' }).getAttribute('href')).toBe(
      'https://premia.example/reservar',
    );
  });

  it("gives a signed-in customer their store's content, offers filtered by category, and news newest first", async () => {
    const calls = fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/wallet/content': { body: { s: 'ok', ...content } },
    });
    signedInAs('cus_contenido');
    renderWallet('/pe/cafe-aurora/offers');

    const list = await screen.findByRole('list', { name: 'Ofertas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Postres' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Torta del día']);
    expect(calls.find((c) => c.path === '/wallet/content')?.token).toBe('cus_contenido');
    expect(calls.some((c) => c.path === '/general/store/content')).toBe(false);
    cleanup();

    renderWallet('/pe/cafe-aurora/news/5');
    expect(await screen.findByRole('heading', { name: 'Nuevo local en Barranco' })).toBeTruthy();
    // Published at 03:00 UTC on the 20th: still the 19th in Lima, the store's zone.
    expect(screen.getByText('19/01/2030')).toBeTruthy();
  });

  it('says when an offer is no longer shown, in English too', async () => {
    await setLanguage('en');
    fakeApi({
      '/general/store': { body: { s: 'ok', store: testStore } },
      '/general/store/content': { body: { s: 'ok', ...content, offers: [] } },
    });
    renderWallet('/pe/cafe-aurora/offers/11');
    expect(await screen.findByRole('heading', { name: 'No longer available' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Offers' }));
    expect(await screen.findByText('There are no offers right now.')).toBeTruthy();
  });
});
