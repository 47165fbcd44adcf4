import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
  Segment,
  SegmentFilter,
} from '@premia/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { useDebounced } from '../../../ui/useDebounced';

type List = RouteResponse<'/client/segments/list'>;

const segmentKeys = { all: () => queryKeys.route('/client/segments/list', {}) };

/** The store's saved segments, by name. */
export function useSegments(options: { enabled?: boolean } = {}) {
  return useRouteQuery('/client/segments/list', {}, { staleTime: 60_000, ...options });
}

/**
 * How many customers a filter takes, asked again once the filter has rested 400 ms (each key typed is
 * not a call); the last count stays shown while the next is asked. Off while `enabled` is false.
 */
export function useSegmentCount(filter: SegmentFilter | null, enabled = true) {
  const settled = useDebounced(filter, 400);
  return useRouteQuery(
    '/client/segments/count',
    { filter: settled ?? {} },
    { enabled: enabled && settled !== null, staleTime: 30_000, placeholderData: keepPreviousData },
  );
}

/** A new segment, or an existing one with its id. */
export type SegmentInput = RouteInput<'/client/segments/add'> & { segmentId?: number };

export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/segments/add'>, ApiError, SegmentInput>({
    mutationFn: ({ segmentId, ...fields }) =>
      segmentId
        ? callOrThrow('/client/segments/edit', { ...fields, segmentId })
        : callOrThrow('/client/segments/add', fields),
    onSuccess: ({ segment }) => {
      queryClient.setQueryData<List>(segmentKeys.all(), (answer) =>
        answer ? { ...answer, segments: withSegment(answer.segments, segment) } : answer,
      );
    },
  });
}

function withSegment(segments: Segment[], segment: Segment): Segment[] {
  const rest = segments.filter((s) => s.id !== segment.id);
  return [...rest, segment].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/segments/delete'>, ApiError, Segment>({
    mutationFn: (segment) => callOrThrow('/client/segments/delete', { segmentId: segment.id }),
    onSuccess: (_answer, segment) => {
      queryClient.setQueryData<List>(segmentKeys.all(), (answer) =>
        answer ? { ...answer, segments: answer.segments.filter((s) => s.id !== segment.id) } : answer,
      );
    },
  });
}
