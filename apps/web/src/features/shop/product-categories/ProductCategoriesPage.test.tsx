// @vitest-environment jsdom
import type { ProductCategory } from '@premia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { freshScreenPerTest, renderWithApp } from '../../../test/renderWithApp';
import ProductCategoriesPage from './ProductCategoriesPage';

const category = (id: number, name: string): ProductCategory => ({
  id,
  name,
  image: null,
  position: id,
  active: id !== 3,
  products: id * 2,
});

describe("the shop's categories (drag or arrows to reorder)", { timeout: 30_000 }, () => {
  freshScreenPerTest();

  it('moves a category down with its arrow, saves the new order and shows it; the ends cannot move out', async () => {
    const api = fakeApi({
      '/client/product-categories/get-all': () => ({
        s: 'ok',
        categories: [category(1, 'Bebidas'), category(2, 'Postres'), category(3, 'Temporada')],
      }),
      '/client/product-categories/reorder': (input) => ({
        s: 'ok',
        m: 'Orden guardado',
        categories: input.productCategoryIds.map((id) =>
          category(id, ['', 'Bebidas', 'Postres', 'Temporada'][id] ?? ''),
        ),
      }),
    });
    renderWithApp(<ProductCategoriesPage />);
    await screen.findByText('Bebidas');
    expect(screen.getByText('Oculta')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Subir Bebidas' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Bajar Temporada' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Bajar Bebidas' }));
    expect(await screen.findByText('Orden guardado')).toBeTruthy();
    expect(api.callsTo('/client/product-categories/reorder')[0]?.input).toEqual({
      productCategoryIds: [2, 1, 3],
    });
    await waitFor(() => {
      const rows = screen.getAllByTestId('category-row');
      expect(within(rows[0] as HTMLElement).getByText('Postres')).toBeTruthy();
      expect(within(rows[1] as HTMLElement).getByText('Bebidas')).toBeTruthy();
    });
  });
});
