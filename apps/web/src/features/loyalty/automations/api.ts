import type {
  Automation,
  AutomationAudience,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { useDebounced } from '../../../ui/useDebounced';

type List = RouteResponse<'/client/automations/list'>;

const automationKeys = { all: () => queryKeys.route('/client/automations/list', {}) };

/** The store's automations, oldest first. */
export function useAutomations() {
  return useRouteQuery('/client/automations/list', {}, { staleTime: 60_000 });
}

/**
 * How many customers a rule reaches now, asked again once the rule has rested 400 ms; the last count
 * stays shown while the next is asked. Nothing is asked while the rule is null (a number not read).
 */
export function useAutomationCount(audience: AutomationAudience | null) {
  const settled = useDebounced(audience, 400);
  return useRouteQuery('/client/automations/count', settled ?? { kind: 'levelUp' }, {
    enabled: settled !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** An automation's results: both groups' returns 30 days after each send, and the lift. */
export function useAutomationResults(automationId: number | null) {
  return useRouteQuery(
    '/client/automations/results',
    { automationId: automationId ?? 0 },
    { enabled: automationId !== null, staleTime: 60_000 },
  );
}

/** A new automation, or an existing one with its id. */
export type AutomationInput = RouteInput<'/client/automations/add'> & { automationId?: number };

export function useSaveAutomation() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/automations/add'>, ApiError, AutomationInput>({
    mutationFn: ({ automationId, ...fields }) =>
      automationId
        ? callOrThrow('/client/automations/edit', { ...fields, automationId })
        : callOrThrow('/client/automations/add', fields),
    onSuccess: ({ automation }) => {
      queryClient.setQueryData<List>(automationKeys.all(), (answer) =>
        answer ? { ...answer, automations: withAutomation(answer.automations, automation) } : answer,
      );
    },
  });
}

function withAutomation(list: Automation[], automation: Automation): Automation[] {
  const rest = list.filter((a) => a.id !== automation.id);
  return [...rest, automation].sort((a, b) => a.id - b.id);
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/automations/delete'>, ApiError, Automation>({
    mutationFn: (automation) => callOrThrow('/client/automations/delete', { automationId: automation.id }),
    onSuccess: (_answer, automation) => {
      queryClient.setQueryData<List>(automationKeys.all(), (answer) =>
        answer
          ? { ...answer, automations: answer.automations.filter((a) => a.id !== automation.id) }
          : answer,
      );
    },
  });
}
