import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { endSession } from '../../../api/session';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const storeKeys = {
  info: () => queryKeys.route('/client/get-store-info', {}),
  posToken: () => queryKeys.route('/client/api/token/get', {}),
};

/** The store's settings (the counter's conversion and fields, the configuration screen). */
export function useStoreInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useRouteQuery('/client/get-store-info', {}, { staleTime: 60_000, enabled });
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/store/save', {
    onSuccess: ({ store }) =>
      queryClient.setQueryData<RouteResponse<'/client/get-store-info'>>(storeKeys.info(), (answer) =>
        answer ? { ...answer, store } : answer,
      ),
  });
}

export function usePosToken() {
  return useRouteQuery('/client/api/token/get', {});
}

/** A new POS token: shown once; the stored info (last four) comes with it. */
export function useGeneratePosToken() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/api/token/generate', {
    onSuccess: ({ info }) =>
      queryClient.setQueryData<RouteResponse<'/client/api/token/get'>>(storeKeys.posToken(), (answer) =>
        answer ? { ...answer, token: info } : answer,
      ),
  });
}

export function useDeletePosToken() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/api/token/delete', {
    onSuccess: () =>
      queryClient.setQueryData<RouteResponse<'/client/api/token/get'>>(storeKeys.posToken(), (answer) =>
        answer
          ? { ...answer, token: { exists: false, lastFour: null, createdAt: null, lastUsedAt: null } }
          : answer,
      ),
  });
}

/** Closing the account revokes every session of the store: sign out like a logout (the guard goes to '/'). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/delete-account', {
    onSuccess: () => {
      endSession('logout');
      queryClient.clear();
    },
  });
}

/** The printable invitation to the wallet (A4 poster, A6 table tent): the PDF and its file name. */
export function useWalletPoster() {
  return useRouteMutation('/client/store/wallet-poster', {});
}
