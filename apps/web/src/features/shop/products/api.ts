import type {
  Product,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale, updateEvery } from '../../../api/cache';
import { callOrThrow, uploadOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

export type ProductsInput = RouteInput<'/client/products/get-all'>;

/** A page of the shop's products, searched and filtered on the server. */
export function useProductsPage(input: ProductsInput) {
  return useRouteQuery('/client/products/get-all', input, { placeholderData: keepPreviousData });
}

/** The categories count their products: read them again when products change. */
const countingProducts = ['/client/product-categories/get-all'] as const;

export type ProductInput = RouteInput<'/client/products/add'> & { productId?: number };

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/products/add'>, ApiError, ProductInput>({
    mutationFn: ({ productId, ...fields }) =>
      productId
        ? callOrThrow('/client/products/update', { ...fields, productId })
        : callOrThrow('/client/products/add', fields),
    onSuccess: ({ product }, input) => {
      if (input.productId) {
        updateEvery(queryClient, '/client/products/get-all', (answer) => ({
          ...answer,
          products: answer.products.map((p) => (p.id === product.id ? product : p)),
        }));
      } else {
        // A new product's place in the pages (by name, with the filters) is the server's to say.
        void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/products/get-all') });
      }
      markStale(queryClient, countingProducts);
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/products/delete'>, ApiError, Product>({
    mutationFn: (product) => callOrThrow('/client/products/delete', { productId: product.id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/products/get-all') });
      markStale(queryClient, countingProducts);
    },
  });
}

/** A products file: its preview (nothing changes), or applying it. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation<
    RouteResponse<'/client/products/import'>,
    ApiError,
    { file: File; action: 'preview' | 'apply' }
  >({
    mutationFn: ({ file, action }) => uploadOrThrow('/client/products/import', { action }, file),
    onSuccess: (_answer, { action }) => {
      if (action !== 'apply') return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/products/get-all') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/product-categories/get-all') });
    },
  });
}

/** Downloads every product as a CSV or XLSX file made by the server. */
export function useExportProducts() {
  return useMutation<void, ApiError, 'csv' | 'xlsx'>({
    mutationFn: async (format) => {
      const file = await callOrThrow('/client/products/export', { format });
      const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
