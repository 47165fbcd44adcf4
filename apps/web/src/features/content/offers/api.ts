import type {
  LanguageCode,
  Offer,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

/** A store's own offers, or the platform's (the admin's), shown to every store's customers. */
export type OfferScope = 'store' | 'admin';

const LIST = { store: '/client/offer/get-all', admin: '/admin/offer/get-all' } as const;

export function useStoreOffers(enabled: boolean) {
  return useRouteQuery(LIST.store, {}, { enabled });
}

export function useAdminOffers(enabled: boolean) {
  return useRouteQuery(LIST.admin, {}, { enabled });
}

/** The categories a store may file an offer in, labelled in the reader's language. */
export function useOfferCategories(language: string, enabled: boolean) {
  const known = ['es', 'en', 'zh', 'fr', 'it'].includes(language);
  return useRouteQuery('/client/category/get-all', known ? { language: language as LanguageCode } : {}, {
    enabled,
    staleTime: 5 * 60_000,
  });
}

function write(queryClient: QueryClient, scope: OfferScope, change: (offers: Offer[]) => Offer[]) {
  queryClient.setQueryData<{ offers: Offer[] }>(queryKeys.route(LIST[scope], {}), (answer) =>
    answer ? { ...answer, offers: change(answer.offers) } : answer,
  );
}

/** A new offer, or an existing one with its id (the admin's take only name, description, active, images). */
export type OfferInput = RouteInput<'/client/offer/add'> & { offerId?: number };

export function useSaveOffer(scope: OfferScope) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/offer/add'>, ApiError, OfferInput>({
    mutationFn: ({ offerId, ...fields }) => {
      if (scope === 'admin') {
        const { name, description, active, image, imageSquared } = fields;
        const platform = { name, description, active, image, imageSquared };
        return offerId
          ? callOrThrow('/admin/offer/update', { ...platform, offerId })
          : callOrThrow('/admin/offer/add', platform);
      }
      return offerId
        ? callOrThrow('/client/offer/update', { ...fields, offerId })
        : callOrThrow('/client/offer/add', fields);
    },
    onSuccess: ({ offer }) =>
      write(queryClient, scope, (list) =>
        list.some((o) => o.id === offer.id)
          ? list.map((o) => (o.id === offer.id ? offer : o))
          : [offer, ...list],
      ),
  });
}

export function useDeleteOffer(scope: OfferScope) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/offer/delete'>, ApiError, Offer>({
    mutationFn: (offer) =>
      scope === 'admin'
        ? callOrThrow('/admin/offer/delete', { offerId: offer.id })
        : callOrThrow('/client/offer/delete', { offerId: offer.id }),
    onSuccess: (_answer, offer) => write(queryClient, scope, (list) => list.filter((o) => o.id !== offer.id)),
  });
}
