import type { AdminCategory, BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';
import type { TranslatedEntry } from '../../../forms/TranslatedEntryModal';

const categoryKeys = {
  admin: () => queryKeys.route('/admin/category/get-all', {}),
};

type Answer = RouteResponse<'/admin/category/add'>;

/** Every category, for the admin. */
export function useAdminCategories() {
  return useRouteQuery('/admin/category/get-all', {}, { staleTime: 60_000 });
}

function writeCategories(
  queryClient: ReturnType<typeof useQueryClient>,
  update: (categories: AdminCategory[]) => AdminCategory[],
) {
  queryClient.setQueryData<RouteResponse<'/admin/category/get-all'>>(categoryKeys.admin(), (answer) =>
    answer ? { ...answer, categories: update(answer.categories) } : answer,
  );
  // The stores' list of categories (offers) follows.
  markStale(queryClient, ['/client/category/get-all']);
}

/** Creates a category, or saves the one given. */
export function useSaveCategory(category: AdminCategory | null) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, TranslatedEntry>({
    mutationFn: (entry) =>
      category
        ? callOrThrow('/admin/category/update', { ...entry, categoryId: category.id })
        : callOrThrow('/admin/category/add', entry),
    onSuccess: ({ category: saved }) =>
      writeCategories(queryClient, (categories) =>
        categories.some((c) => c.id === saved.id)
          ? categories.map((c) => (c.id === saved.id ? saved : c))
          : [...categories, saved],
      ),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/category/delete'>, ApiError, AdminCategory>({
    mutationFn: (category) => callOrThrow('/admin/category/delete', { categoryId: category.id }),
    onSuccess: (_answer, category) =>
      writeCategories(queryClient, (categories) => categories.filter((c) => c.id !== category.id)),
  });
}
