import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
  ShippingCost,
} from '@premia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

type List = RouteResponse<'/client/shippingcosts/all'>;

const shippingCostKeys = { all: () => queryKeys.route('/client/shippingcosts/all', {}) };

export function useShippingCosts() {
  return useRouteQuery('/client/shippingcosts/all', {}, { staleTime: 60_000 });
}

export type ShippingCostInput = RouteInput<'/client/shippingcosts/add'> & { shippingCostId?: number };

export function useSaveShippingCost() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/shippingcosts/add'>, ApiError, ShippingCostInput>({
    mutationFn: ({ shippingCostId, ...fields }) =>
      shippingCostId
        ? callOrThrow('/client/shippingcosts/update', { ...fields, shippingCostId })
        : callOrThrow('/client/shippingcosts/add', fields),
    onSuccess: ({ shippingCost }) => {
      queryClient.setQueryData<List>(shippingCostKeys.all(), (answer) => {
        if (!answer) return answer;
        const rest = answer.shippingCosts.filter((s) => s.id !== shippingCost.id);
        return {
          ...answer,
          shippingCosts: [...rest, shippingCost].sort((a, b) => a.name.localeCompare(b.name, 'es')),
        };
      });
    },
  });
}

export function useDeleteShippingCost() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/shippingcosts/delete'>, ApiError, ShippingCost>({
    mutationFn: (cost) => callOrThrow('/client/shippingcosts/delete', { shippingCostId: cost.id }),
    onSuccess: (_answer, cost) => {
      queryClient.setQueryData<List>(shippingCostKeys.all(), (answer) =>
        answer ? { ...answer, shippingCosts: answer.shippingCosts.filter((s) => s.id !== cost.id) } : answer,
      );
    },
  });
}
