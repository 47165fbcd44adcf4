// @vitest-environment jsdom
import type { AdminCategory } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { adminSession, freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import CategoriesPage from './CategoriesPage';

const food: AdminCategory = {
  id: 1,
  name: 'Comida',
  image: null,
  translations: [
    { languageCode: 'es', text: 'Comida y bebida' },
    { languageCode: 'en', text: 'Food and drink' },
  ],
  listed: true,
};

/** The categories as the fake server keeps them; a second 'Moda' is refused. */
function categoriesServer() {
  const categories = [food];
  return fakeApi({
    '/admin/category/get-all': () => ({ s: 'ok', categories: categories.map((c) => ({ ...c })) }),
    '/admin/category/add': (input) => {
      if (categories.some((c) => c.name === input.name))
        return { status: 409, failure: { s: 'not-ok', m: 'Ya existe.', errorType: 'conflict' } };
      const category: AdminCategory = {
        id: categories.length + 1,
        name: input.name,
        image: input.image ?? null,
        translations: input.translations,
        listed: input.translations.some((t) => t.languageCode === 'es'),
      };
      categories.push(category);
      return { s: 'ok', m: 'Categoría creada', category };
    },
    '/admin/category/delete': () => ({
      status: 409,
      failure: {
        s: 'not-ok',
        m: 'No se puede eliminar la categoría porque hay ofertas en ella.',
        errorType: 'conflict',
      },
    }),
  });
}

describe('the categories screen (admin)', { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('creates a category with its texts by language; says so, or says why not, in the spec’s words', async () => {
    const api = categoriesServer();
    renderWithApp(<CategoriesPage />, adminSession);
    expect(await screen.findByText('Comida y bebida')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Comida' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Español' }), { target: { value: 'Otra' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se ha creado la categoría')).toBeTruthy();
    expect((await within(modal).findByRole('alert')).textContent).toBe('Ya existe.');

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Moda' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Español' }), { target: { value: 'Moda' } });
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Français' }), { target: { value: 'Mode' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Categoría creada')).toBeTruthy();
    expect(api.callsTo('/admin/category/add').at(-1)?.input).toEqual({
      name: 'Moda',
      image: null,
      translations: [
        { languageCode: 'es', text: 'Moda' },
        { languageCode: 'fr', text: 'Mode' },
      ],
    });
    // The new row is listed, visible to stores
    await waitFor(() => expect(screen.getAllByText('Visible para los comercios')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Editar Moda' })).toBeTruthy();
  });

  it('tells why a category in use was not deleted', async () => {
    categoriesServer();
    renderWithApp(<CategoriesPage />, adminSession);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Comida' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se ha eliminado la categoría')).toBeTruthy();
    expect(screen.getByText('No se puede eliminar la categoría porque hay ofertas en ella.')).toBeTruthy();
  });
});
