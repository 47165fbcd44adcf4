import type {
  ProductCategory,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

type List = RouteResponse<'/client/product-categories/get-all'>;

const productCategoryKeys = {
  all: () => queryKeys.route('/client/product-categories/get-all', {}),
};

/** The products show their category's name: a renamed or deleted one is read again there. */
const showingCategories = ['/client/products/get-all'] as const;

export function useProductCategories() {
  return useRouteQuery('/client/product-categories/get-all', {}, { staleTime: 60_000 });
}

export type ProductCategoryInput = RouteInput<'/client/product-categories/add'> & {
  productCategoryId?: number;
};

export function useSaveProductCategory() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/product-categories/add'>, ApiError, ProductCategoryInput>({
    mutationFn: ({ productCategoryId, ...fields }) =>
      productCategoryId
        ? callOrThrow('/client/product-categories/update', { ...fields, productCategoryId })
        : callOrThrow('/client/product-categories/add', fields),
    onSuccess: ({ category }) => {
      queryClient.setQueryData<List>(productCategoryKeys.all(), (answer) => {
        if (!answer) return answer;
        const known = answer.categories.some((c) => c.id === category.id);
        const categories = known
          ? answer.categories.map((c) => (c.id === category.id ? category : c))
          : [...answer.categories, category];
        return { ...answer, categories };
      });
      markStale(queryClient, showingCategories);
    },
  });
}

export function useDeleteProductCategory() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/product-categories/delete'>, ApiError, ProductCategory>({
    mutationFn: (category) =>
      callOrThrow('/client/product-categories/delete', { productCategoryId: category.id }),
    onSuccess: (_answer, category) => {
      queryClient.setQueryData<List>(productCategoryKeys.all(), (answer) =>
        answer ? { ...answer, categories: answer.categories.filter((c) => c.id !== category.id) } : answer,
      );
      markStale(queryClient, showingCategories);
    },
  });
}

/** The new order shows at once; the server's answer replaces it, and a refusal puts the old one back. */
export function useReorderProductCategories() {
  const queryClient = useQueryClient();
  return useMutation<
    RouteResponse<'/client/product-categories/reorder'>,
    ApiError,
    ProductCategory[],
    { before: List | undefined }
  >({
    mutationFn: (categories) =>
      callOrThrow('/client/product-categories/reorder', { productCategoryIds: categories.map((c) => c.id) }),
    onMutate: async (categories) => {
      await queryClient.cancelQueries({ queryKey: productCategoryKeys.all() });
      const before = queryClient.getQueryData<List>(productCategoryKeys.all());
      if (before) queryClient.setQueryData(productCategoryKeys.all(), { ...before, categories });
      return { before };
    },
    onError: (_error, _categories, context) => {
      if (context?.before) queryClient.setQueryData(productCategoryKeys.all(), context.before);
    },
    onSuccess: ({ categories }) => {
      queryClient.setQueryData<List>(productCategoryKeys.all(), (answer) =>
        answer ? { ...answer, categories } : answer,
      );
    },
  });
}
