import type {
  Banner,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

const LIST = '/client/banners/get-all';
const byPosition = (a: Banner, b: Banner) => a.position - b.position || a.id - b.id;

export function useBanners() {
  return useRouteQuery(LIST, {});
}

function write(queryClient: QueryClient, change: (banners: Banner[]) => Banner[]) {
  queryClient.setQueryData<RouteResponse<typeof LIST>>(queryKeys.route(LIST, {}), (answer) =>
    answer ? { ...answer, banners: change(answer.banners).sort(byPosition) } : answer,
  );
}

/** A new banner, or an existing one with its id. */
export type BannerInput = RouteInput<'/client/banners/add'> & { bannerId?: number };

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/banners/add'>, ApiError, BannerInput>({
    mutationFn: ({ bannerId, ...fields }) =>
      bannerId
        ? callOrThrow('/client/banners/update', { ...fields, bannerId })
        : callOrThrow('/client/banners/add', fields),
    onSuccess: ({ banner }) =>
      write(queryClient, (list) => [...list.filter((b) => b.id !== banner.id), banner]),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/banners/delete'>, ApiError, Banner>({
    mutationFn: (banner) => callOrThrow('/client/banners/delete', { bannerId: banner.id }),
    onSuccess: (_answer, banner) => write(queryClient, (list) => list.filter((b) => b.id !== banner.id)),
  });
}
