import type {
  NewsItem,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

/** A store's own news, or the platform's (the admin's), shown to every store's customers. */
export type NewsScope = 'store' | 'admin';

const LIST = { store: '/client/news/get-all', admin: '/admin/news/get-all' } as const;

const newsKeys = {
  list: (scope: NewsScope) => queryKeys.route(LIST[scope], {}),
};

export function useNews(scope: NewsScope) {
  return useRouteQuery(LIST[scope], {});
}

function write(queryClient: QueryClient, scope: NewsScope, change: (news: NewsItem[]) => NewsItem[]) {
  queryClient.setQueryData<RouteResponse<'/client/news/get-all'>>(newsKeys.list(scope), (answer) =>
    answer ? { ...answer, news: change(answer.news) } : answer,
  );
}

/** A new news item, or an existing one with its id. */
export type NewsInput = RouteInput<'/client/news/add'> & { newsId?: number };

export function useSaveNews(scope: NewsScope) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/news/add'>, ApiError, NewsInput>({
    mutationFn: ({ newsId, ...fields }) => {
      if (scope === 'admin')
        return newsId
          ? callOrThrow('/admin/news/update', { ...fields, newsId })
          : callOrThrow('/admin/news/add', fields);
      return newsId
        ? callOrThrow('/client/news/update', { ...fields, newsId })
        : callOrThrow('/client/news/add', fields);
    },
    onSuccess: ({ news }) =>
      write(queryClient, scope, (list) =>
        list.some((n) => n.id === news.id) ? list.map((n) => (n.id === news.id ? news : n)) : [news, ...list],
      ),
  });
}

export function useDeleteNews(scope: NewsScope) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/news/delete'>, ApiError, NewsItem>({
    mutationFn: (news) =>
      scope === 'admin'
        ? callOrThrow('/admin/news/delete', { newsId: news.id })
        : callOrThrow('/client/news/delete', { newsId: news.id }),
    onSuccess: (_answer, news) => write(queryClient, scope, (list) => list.filter((n) => n.id !== news.id)),
  });
}
