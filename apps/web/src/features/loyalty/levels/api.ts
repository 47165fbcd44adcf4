import type {
  Level,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

const levelKeys = {
  all: () => queryKeys.route('/client/levels/get-all', {}),
};

/** A level change places customers again: their badges and the levels' counts move. */
const placedAgain = ['/client/customer/all', '/client/customer/search', '/client/customer/info'] as const;

/** The store's levels, in their order. */
export function useLevels() {
  return useRouteQuery('/client/levels/get-all', {}, { staleTime: 60_000 });
}

/** A new level, or an existing one with its id. */
export type LevelInput = RouteInput<'/client/levels/add'> & { levelId?: number };
type LevelAnswer = RouteResponse<'/client/levels/add'>;

export function useSaveLevel() {
  const queryClient = useQueryClient();
  return useMutation<LevelAnswer, ApiError, LevelInput>({
    mutationFn: ({ levelId, ...fields }) =>
      levelId
        ? callOrThrow('/client/levels/update', { ...fields, levelId })
        : callOrThrow('/client/levels/add', fields),
    onSuccess: ({ level }) => {
      queryClient.setQueryData<RouteResponse<'/client/levels/get-all'>>(levelKeys.all(), (answer) =>
        answer ? { ...answer, levels: withLevel(answer.levels, level) } : answer,
      );
      // The other levels' customer counts moved with the placing: read them again.
      void queryClient.invalidateQueries({ queryKey: levelKeys.all() });
      markStale(queryClient, placedAgain);
    },
  });
}

function withLevel(levels: Level[], level: Level): Level[] {
  const known = levels.some((l) => l.id === level.id);
  const next = known ? levels.map((l) => (l.id === level.id ? level : l)) : [...levels, level];
  return next.sort((a, b) => a.position - b.position);
}

export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/client/levels/delete'>, ApiError, Level>({
    mutationFn: (level) => callOrThrow('/client/levels/delete', { levelId: level.id }),
    onSuccess: (_answer, level) => {
      queryClient.setQueryData<RouteResponse<'/client/levels/get-all'>>(levelKeys.all(), (answer) =>
        answer ? { ...answer, levels: answer.levels.filter((l) => l.id !== level.id) } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: levelKeys.all() });
      markStale(queryClient, placedAgain);
    },
  });
}

/** The new order shows at once; the server's answer replaces it, and a refusal puts the old one back. */
export function useReorderLevels() {
  const queryClient = useQueryClient();
  return useMutation<
    RouteResponse<'/client/levels/reorder'>,
    ApiError,
    Level[],
    { before: RouteResponse<'/client/levels/get-all'> | undefined }
  >({
    mutationFn: (levels) => callOrThrow('/client/levels/reorder', { levelIds: levels.map((l) => l.id) }),
    onMutate: async (levels) => {
      await queryClient.cancelQueries({ queryKey: levelKeys.all() });
      const before = queryClient.getQueryData<RouteResponse<'/client/levels/get-all'>>(levelKeys.all());
      if (before) queryClient.setQueryData(levelKeys.all(), { ...before, levels });
      return { before };
    },
    onError: (_error, _levels, context) => {
      if (context?.before) queryClient.setQueryData(levelKeys.all(), context.before);
    },
    onSuccess: ({ levels }) => {
      queryClient.setQueryData<RouteResponse<'/client/levels/get-all'>>(levelKeys.all(), (answer) =>
        answer ? { ...answer, levels } : answer,
      );
    },
  });
}
