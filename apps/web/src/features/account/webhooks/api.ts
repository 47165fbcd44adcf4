import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

/**
 * Whose endpoints a screen manages: the store's (/client/webhooks/*, the owner) or the platform's
 * (/admin/webhooks/*, an administrator). The two route sets take the same inputs (the admin's events are
 * the platform's) and give the same answers, so the hooks below name the owner's route types and call
 * the scope's path.
 */
export type WebhookScope = 'store' | 'platform';

type Action = 'list' | 'create' | 'update' | 'rotate-secret' | 'delete' | 'deliveries' | 'replay';

/** The scope's path of an action, typed as the owner's (same input and answer). */
function pathOf<A extends Action>(scope: WebhookScope, action: A) {
  return `/${scope === 'platform' ? 'admin' : 'client'}/webhooks/${action}` as `/client/webhooks/${A}`;
}

const listKey = (scope: WebhookScope) => queryKeys.route(pathOf(scope, 'list'), {});

type List = RouteResponse<'/client/webhooks/list'>;

/** The scope's webhook endpoints (never their secrets). */
export function useWebhooks(scope: WebhookScope = 'store') {
  return useRouteQuery(pathOf(scope, 'list'), {});
}

/** A new endpoint: its secret is in this answer only; the list gets the endpoint without it. */
export function useCreateWebhook(scope: WebhookScope = 'store') {
  const queryClient = useQueryClient();
  return useRouteMutation(pathOf(scope, 'create'), {
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<List>(listKey(scope), (answer) =>
        answer ? { ...answer, endpoints: [...answer.endpoints, endpoint] } : answer,
      ),
  });
}

export function useUpdateWebhook(scope: WebhookScope = 'store') {
  const queryClient = useQueryClient();
  return useRouteMutation(pathOf(scope, 'update'), {
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<List>(listKey(scope), (answer) =>
        answer
          ? { ...answer, endpoints: answer.endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) }
          : answer,
      ),
  });
}

/** A new secret for an endpoint: in this answer only; the list gets the endpoint as it was. */
export function useRotateWebhookSecret(scope: WebhookScope = 'store') {
  const queryClient = useQueryClient();
  return useRouteMutation(pathOf(scope, 'rotate-secret'), {
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<List>(listKey(scope), (answer) =>
        answer
          ? { ...answer, endpoints: answer.endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) }
          : answer,
      ),
  });
}

export function useDeleteWebhook(scope: WebhookScope = 'store') {
  const queryClient = useQueryClient();
  return useRouteMutation(pathOf(scope, 'delete'), {
    onSuccess: (_answer, { endpointId }) =>
      queryClient.setQueryData<List>(listKey(scope), (answer) =>
        answer ? { ...answer, endpoints: answer.endpoints.filter((e) => e.id !== endpointId) } : answer,
      ),
  });
}

/** An endpoint's delivery log, read again every 5 s while shown: deliveries arrive by themselves. */
export function useWebhookDeliveries(endpointId: number | null, page: number, scope: WebhookScope = 'store') {
  return useRouteQuery(
    pathOf(scope, 'deliveries'),
    { endpointId: endpointId ?? 0, page, pageSize: 20 },
    { enabled: endpointId !== null, refetchInterval: 5000 },
  );
}

export function useReplayWebhook(scope: WebhookScope = 'store') {
  const queryClient = useQueryClient();
  return useRouteMutation(pathOf(scope, 'replay'), {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.route(pathOf(scope, 'deliveries')) }),
  });
}
