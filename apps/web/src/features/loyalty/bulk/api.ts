import type { BulkBatch, BulkOutput, BackOfficeAppInput as RouteInput } from '@premia/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow, uploadOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

const PATH = '/client/process-massive-give-points';
export type RowFilter = 'all' | 'valid' | 'errors';

/** A page of a batch's rows as the preview judged them. */
export function useBulkRows(batchId: number | null, only: RowFilter, page: number, pageSize: number) {
  const input: RouteInput<typeof PATH> = { action: 'rows', batchId: batchId ?? 0, only, page, pageSize };
  return useRouteQuery(PATH, input, { enabled: batchId !== null, placeholderData: keepPreviousData });
}

/** The store's latest batches. */
export function useBatches() {
  return useRouteQuery(PATH, { action: 'batches' });
}

/**
 * After a batch moved points: the bulk lists are read again; what many customers' points move
 * (customers, statements, levels, dashboard, activity) is read when next shown.
 */
function useRefreshBulk() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.route(PATH) });
    markStale(client, [
      '/client/customer/info',
      '/client/customer/points',
      '/client/customer/all',
      '/client/customer/search',
      '/client/levels/get-all',
      '/stats/points',
      '/client/store/more-info',
      '/client/last-given-points',
      '/client/activity/purchases',
    ]);
  };
}

/** Sends the file for its preview (server-side reading and checks); the history gains the batch. */
export function usePreviewFile() {
  const refresh = useRefreshBulk();
  return useMutation<BulkOutput, ApiError, File>({
    mutationFn: (file) => uploadOrThrow(PATH, { action: 'preview' }, file),
    onSuccess: refresh,
  });
}

/**
 * Runs a batch's action step by step (the server does a bounded part per call) while the batch stays in
 * `ongoing`, reporting each step's batch.
 */
async function stepByStep(
  action: 'apply' | 'undo',
  ongoing: BulkBatch['status'],
  batchId: number,
  onProgress: (batch: BulkBatch) => void,
): Promise<BulkOutput> {
  for (;;) {
    const result = await callOrThrow(PATH, { action, batchId });
    if (result.batch) onProgress(result.batch);
    if (result.batch?.status !== ongoing) return result;
  }
}

/** Applies the batch (a bounded number of rows per call), reporting progress. */
export function useApplyBatch(onProgress: (batch: BulkBatch) => void) {
  const refresh = useRefreshBulk();
  return useMutation<BulkOutput, ApiError, BulkBatch>({
    mutationFn: (batch) => stepByStep('apply', 'applying', batch.id, onProgress),
    onSettled: refresh,
  });
}

/** Undoes the batch (a bounded number of customers per call), reporting progress. */
export function useUndoBatch(onProgress: (batch: BulkBatch) => void) {
  const refresh = useRefreshBulk();
  return useMutation<BulkOutput, ApiError, BulkBatch>({
    mutationFn: (batch) => stepByStep('undo', 'undoing', batch.id, onProgress),
    onSettled: refresh,
  });
}
