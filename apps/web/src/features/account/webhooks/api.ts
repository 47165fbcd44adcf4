import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const listKey = () => queryKeys.route('/client/webhooks/list', {});

/** The store's webhook endpoints (never their secrets). */
export function useWebhooks() {
  return useRouteQuery('/client/webhooks/list', {});
}

/** A new endpoint: its secret is in this answer only; the list gets the endpoint without it. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/webhooks/create', {
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<RouteResponse<'/client/webhooks/list'>>(listKey(), (answer) =>
        answer ? { ...answer, endpoints: [...answer.endpoints, endpoint] } : answer,
      ),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/webhooks/update', {
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<RouteResponse<'/client/webhooks/list'>>(listKey(), (answer) =>
        answer
          ? { ...answer, endpoints: answer.endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) }
          : answer,
      ),
  });
}

/** A new secret for an endpoint: in this answer only; the list gets the endpoint as it was. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/webhooks/rotate-secret', {
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<RouteResponse<'/client/webhooks/list'>>(listKey(), (answer) =>
        answer
          ? { ...answer, endpoints: answer.endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) }
          : answer,
      ),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/webhooks/delete', {
    onSuccess: (_answer, { endpointId }) =>
      queryClient.setQueryData<RouteResponse<'/client/webhooks/list'>>(listKey(), (answer) =>
        answer ? { ...answer, endpoints: answer.endpoints.filter((e) => e.id !== endpointId) } : answer,
      ),
  });
}

/** An endpoint's delivery log, read again every 5 s while shown: deliveries arrive by themselves. */
export function useWebhookDeliveries(endpointId: number | null, page: number) {
  return useRouteQuery(
    '/client/webhooks/deliveries',
    { endpointId: endpointId ?? 0, page, pageSize: 20 },
    { enabled: endpointId !== null, refetchInterval: 5000 },
  );
}

export function useReplayWebhook() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/webhooks/replay', {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/webhooks/deliveries') }),
  });
}
