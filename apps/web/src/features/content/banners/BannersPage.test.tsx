// @vitest-environment jsdom
import type { Banner } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { errorToasts, refusals } from '../../../test/refusals';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import BannersPage from './BannersPage';

const summer: Banner = {
  id: 5,
  image: 'https://cdn.example/verano.png',
  title: 'Verano',
  link: 'https://cafe.example/verano',
  position: 1,
  active: false,
  startsOn: '2030-02-01',
  endsOn: null,
};
const menu: Banner = { ...summer, id: 6, title: null, link: null, position: 2, active: true, startsOn: null };

const byPosition = (a: Banner, b: Banner) => a.position - b.position;

/** The store's carousel as the server keeps it; `refuseNext` makes the next write of a kind fail. */
function bannersServer() {
  let banners = [summer, menu];
  const { answer, refuseNext } = refusals('No se encontró lo que busca.');
  const api = fakeApi({
    '/client/banners/get-all': () => ({ s: 'ok', banners }),
    '/client/banners/add': (input) =>
      answer('add', () => {
        const banner = { ...menu, ...input, id: 7 } as Banner;
        banners = [...banners, banner].sort(byPosition);
        return { s: 'ok' as const, m: 'Contenido creado', banner };
      }),
    '/client/banners/update': ({ bannerId, ...input }) =>
      answer('update', () => {
        const banner = { ...banners.find((b) => b.id === bannerId)!, ...input } as Banner;
        banners = banners.map((b) => (b.id === bannerId ? banner : b)).sort(byPosition);
        return { s: 'ok' as const, m: 'Contenido actualizado', banner };
      }),
    '/client/banners/delete': ({ bannerId }) =>
      answer('delete', () => {
        banners = banners.filter((b) => b.id !== bannerId);
        return { s: 'ok' as const, m: 'Contenido eliminado' };
      }),
  });
  return { ...api, refuseNext };
}

const headings = () =>
  screen.getAllByTestId('banner-card').map((card) => within(card).getByRole('heading').textContent);

describe("the store's banners", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('lists them in their order with state, days and link', async () => {
    bannersServer();
    renderWithApp(<BannersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Banners' })).toBeTruthy();
    await screen.findAllByTestId('banner-card');
    expect(headings()).toEqual(['Banner 1 · Verano', 'Banner 2']);
    const [first, second] = screen.getAllByTestId('banner-card');
    expect(within(first!).getByText('Inactivo')).toBeTruthy();
    expect(within(first!).getByText('Del 01/02/2030 al …')).toBeTruthy();
    expect(within(first!).getByText('https://cafe.example/verano')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Verano' })).toBeTruthy();
    expect(within(second!).getByText('Activo')).toBeTruthy();
  });

  it('creates one: a missing image and a bad link are said under them; a refusal inside the modal', async () => {
    const api = bannersServer();
    renderWithApp(<BannersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo banner' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo banner' });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Enlace' }), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('El campo «Imagen (URL)» es obligatorio.')).toBeTruthy();
    expect(
      within(modal).getByText(
        'El campo «Enlace» debe empezar por https://, http://, mailto:, tel: o whatsapp:.',
      ),
    ).toBeTruthy();

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Imagen (URL)' }), {
      target: { value: 'ftp://cdn.example/otono.png' },
    });
    expect(
      await within(modal).findByText(
        'El campo «Imagen (URL)» debe ser una imagen subida o una dirección que empiece por https://.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/client/banners/add')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Imagen (URL)' }), {
      target: { value: 'https://cdn.example/otono.png' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Enlace' }), {
      target: { value: 'https://cafe.example/otono' },
    });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Título' }), { target: { value: 'Otoño' } });
    api.refuseNext('add');
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('No se encontró lo que busca.');

    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contenido creado')).toBeTruthy();
    expect(api.callsTo('/client/banners/add').at(-1)?.input).toEqual({
      image: 'https://cdn.example/otono.png',
      title: 'Otoño',
      link: 'https://cafe.example/otono',
      position: 0,
      active: true,
      startsOn: null,
      endsOn: null,
    });
    // Order 0: first in the carousel.
    await waitFor(() => expect(headings()).toEqual(['Banner 0 · Otoño', 'Banner 1 · Verano', 'Banner 2']));
  });

  it('edits one: a new order moves it in the list', async () => {
    const api = bannersServer();
    renderWithApp(<BannersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Banner 1 · Verano' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar banner' });
    const position = within(modal).getByRole('textbox', { name: 'Orden' });
    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '3' } });
    fireEvent.blur(position);
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contenido actualizado')).toBeTruthy();
    expect(api.callsTo('/client/banners/update')[0]?.input).toEqual({
      bannerId: 5,
      image: 'https://cdn.example/verano.png',
      title: 'Verano',
      link: 'https://cafe.example/verano',
      position: 3,
      active: false,
      startsOn: '2030-02-01',
      endsOn: null,
    });
    await waitFor(() => expect(headings()).toEqual(['Banner 2', 'Banner 3 · Verano']));
  });

  it('deletes one after asking; a failed delete shows no error (spec §8: content) and keeps it', async () => {
    const api = bannersServer();
    renderWithApp(<BannersPage />);
    api.refuseNext('delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Banner 2' }));
    expect(await screen.findByText('¿Eliminar este banner?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.callsTo('/client/banners/delete')).toHaveLength(1));
    expect(headings()).toEqual(['Banner 1 · Verano', 'Banner 2']);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Banner 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Contenido eliminado')).toBeTruthy();
    await waitFor(() => expect(headings()).toEqual(['Banner 1 · Verano']));
    expect(api.callsTo('/client/banners/delete').map((c) => c.input)).toEqual([
      { bannerId: 6 },
      { bannerId: 6 },
    ]);
    // The failed one's answer came first: had it said anything, it would show by now.
    expect(errorToasts()).toEqual([]);
  });
});
