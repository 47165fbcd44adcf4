// @vitest-environment jsdom
import type { NewsItem } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { errorToasts, refusals } from '../../../test/refusals';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import AdminNewsPage from './AdminNewsPage';
import NewsPage from './NewsPage';

const launch: NewsItem = {
  id: 4,
  name: 'Nueva billetera',
  description: 'Ahora con bandeja de mensajes.',
  image: null,
  imageSquared: null,
  active: true,
  buttonText: 'Ver',
  buttonLink: 'https://premia.example/novedades',
  public: true,
  platform: true,
  createdAt: '2030-01-10T15:00:00.000Z',
};

/** The platform's news as the server keeps them; `refuseNext` makes the next write of a kind fail. */
function platformServer() {
  let news = [launch, { ...launch, id: 5, name: 'Mantenimiento', active: false, public: false }];
  const { answer, refuseNext } = refusals('No se encontró lo que busca.');
  const api = fakeApi({
    '/admin/news/get-all': () => ({ s: 'ok', news }),
    '/admin/news/add': (input) =>
      answer('add', () => {
        const item = { ...launch, ...input, id: 6 };
        news = [item, ...news];
        return { s: 'ok' as const, m: 'Novedad creada', news: item };
      }),
    '/admin/news/update': ({ newsId, ...input }) =>
      answer('update', () => {
        const item = { ...news.find((n) => n.id === newsId)!, ...input };
        news = news.map((n) => (n.id === newsId ? item : n));
        return { s: 'ok' as const, m: 'Novedad actualizada', news: item };
      }),
    '/admin/news/delete': ({ newsId }) =>
      answer('delete', () => {
        news = news.filter((n) => n.id !== newsId);
        return { s: 'ok' as const, m: 'Novedad eliminado' };
      }),
  });
  return { ...api, refuseNext };
}

describe("the admin's news (the platform's)", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('lists them, and creates one: blank and bad fields said under them, a refusal in the toast of spec §8', async () => {
    const api = platformServer();
    renderWithApp(<AdminNewsPage />, adminSession);
    const cards = await screen.findAllByTestId('news-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Nueva billetera',
      'Mantenimiento',
    ]);
    expect(within(cards[0]!).getByText('Pública')).toBeTruthy();
    expect(within(cards[1]!).getByText('Inactiva')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva novedad' }));
    const modal = await screen.findByRole('dialog', { name: 'Nueva novedad' });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Enlace del botón' }), {
      target: { value: 'ftp://premia.example' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('El campo «Título» es obligatorio.')).toBeTruthy();
    expect(
      within(modal).getByText(
        'El campo «Enlace del botón» debe empezar por https://, http://, mailto:, tel: o whatsapp:.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/admin/news/add')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Cupones QR' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Enlace del botón' }), {
      target: { value: '' },
    });
    api.refuseNext('add');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se puede crear la novedad')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nueva novedad' })).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad creada')).toBeTruthy();
    expect(api.callsTo('/admin/news/add').at(-1)?.input).toEqual({
      name: 'Cupones QR',
      description: null,
      image: null,
      imageSquared: null,
      active: true,
      public: false,
      buttonText: null,
      buttonLink: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(3));
  });

  it('edits one, saying a refused update as spec §8 does', async () => {
    const api = platformServer();
    renderWithApp(<AdminNewsPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Mantenimiento' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar novedad' });
    expect(within(modal).getByRole('textbox', { name: 'Texto del botón' })).toHaveProperty('value', 'Ver');
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Mantenimiento el domingo' },
    });
    api.refuseNext('update');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se puede actualizar')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Novedad actualizada')).toBeTruthy();
    expect(api.callsTo('/admin/news/update').at(-1)?.input).toMatchObject({
      newsId: 5,
      name: 'Mantenimiento el domingo',
      active: false,
      public: false,
      buttonText: 'Ver',
      buttonLink: 'https://premia.example/novedades',
    });
    expect(await screen.findByRole('heading', { name: 'Mantenimiento el domingo' })).toBeTruthy();
  });

  it("deletes one after asking; a failed delete says 'No se puede eliminar' (spec §8: news are not spared)", async () => {
    const api = platformServer();
    renderWithApp(<AdminNewsPage />, adminSession);
    api.refuseNext('delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Nueva billetera' }));
    expect(await screen.findByText('¿Eliminar esta novedad?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(errorToasts()).toEqual(['No se puede eliminar']));
    expect(screen.getByText('No se encontró lo que busca.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nueva billetera' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Nueva billetera' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Novedad eliminado')).toBeTruthy();
    expect(api.callsTo('/admin/news/delete').map((c) => c.input)).toEqual([{ newsId: 4 }, { newsId: 4 }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nueva billetera' })).toBeNull());
  });

  it("shows the admin the platform's news and a link to its offers; a store's owner their own", async () => {
    const api = fakeApi({
      '/admin/news/get-all': () => ({ s: 'ok', news: [launch] }),
      '/client/news/get-all': () => ({ s: 'ok', news: [{ ...launch, platform: false }] }),
    });
    const admin = renderWithApp(<AdminNewsPage />, adminSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novedades de la plataforma' })).toBeTruthy();
    expect(
      screen.getByText('Lo que publique aquí lo verán los clientes de todos los negocios.'),
    ).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Contenido de la plataforma' });
    expect(within(links).getByRole('link', { name: 'Ofertas de la plataforma' }).getAttribute('href')).toBe(
      '/dashboard/admin/offers',
    );
    admin.unmount();

    renderWithApp(<NewsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novedades' })).toBeTruthy();
    expect(
      screen.getByText(
        'Lo que cuente aquí lo verán sus clientes en su billetera, las más recientes primero.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Contenido de la plataforma' })).toBeNull();
    expect(await screen.findByTestId('news-card')).toBeTruthy();
    expect(api.callsTo('/admin/news/get-all')).toHaveLength(1);
    expect(api.callsTo('/client/news/get-all')).toHaveLength(1);
  });
});
