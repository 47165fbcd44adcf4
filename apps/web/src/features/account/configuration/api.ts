import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { queryKeys } from '../../../api/queryKeys';
import { endSession } from '../../../api/session';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const storeKeys = {
  info: () => queryKeys.route('/client/get-store-info', {}),
  posToken: () => queryKeys.route('/client/api/token/get', {}),
  tills: () => queryKeys.route('/client/api/tills/list', {}),
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
    onSuccess: ({ info }) => {
      queryClient.setQueryData<RouteResponse<'/client/api/token/get'>>(storeKeys.posToken(), (answer) =>
        answer ? { ...answer, token: info } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: storeKeys.tills() });
    },
  });
}

export function useDeletePosToken() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/api/token/delete', {
    onSuccess: () => {
      queryClient.setQueryData<RouteResponse<'/client/api/token/get'>>(storeKeys.posToken(), (answer) =>
        answer
          ? { ...answer, token: { exists: false, lastFour: null, createdAt: null, lastUsedAt: null } }
          : answer,
      );
      void queryClient.invalidateQueries({ queryKey: storeKeys.tills() });
    },
  });
}

/** The store's tills (its POS tokens, the default one among them). */
export function useTills() {
  return useRouteQuery('/client/api/tills/list', {});
}

/** A new till: its token is in this answer only; the list gets the till without it. */
export function useCreateTill() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/api/tills/create', {
    onSuccess: ({ till }) =>
      queryClient.setQueryData<RouteResponse<'/client/api/tills/list'>>(storeKeys.tills(), (answer) =>
        answer ? { ...answer, tills: [...answer.tills, till] } : answer,
      ),
  });
}

/** A revoked till leaves the list; the default till's card reads its state again. */
export function useRevokeTill() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/api/tills/revoke', {
    onSuccess: (_answer, { tillId }) => {
      queryClient.setQueryData<RouteResponse<'/client/api/tills/list'>>(storeKeys.tills(), (answer) =>
        answer ? { ...answer, tills: answer.tills.filter((till) => till.id !== tillId) } : answer,
      );
      markStale(queryClient, ['/client/api/token/get']);
    },
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
