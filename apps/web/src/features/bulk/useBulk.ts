import type { BulkBatch, BulkOutput, BackOfficeAppInput as RouteInput } from '@premia/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiOrThrow, apiUpload } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useRouteQuery } from '../../api/useRouteQuery';
import { useRefreshLoyalty } from '../loyalty/useLoyalty';

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

/** Refreshes every bulk query, and what points change (customers, dashboard, activity). */
export function useRefreshBulk() {
  const client = useQueryClient();
  const refreshLoyalty = useRefreshLoyalty();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.route(PATH) });
    void refreshLoyalty();
  };
}

/** Sends the file for its preview (server-side reading and checks). */
export async function previewFile(file: File): Promise<BulkOutput> {
  const result = await apiUpload(PATH, { action: 'preview' }, file);
  if (result.s !== 'ok') throw new ApiError(result);
  return result;
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
    const result = await apiOrThrow(PATH, { action, batchId });
    if (result.batch) onProgress(result.batch);
    if (result.batch?.status !== ongoing) return result;
  }
}

/** Applies the batch (a bounded number of rows per call), reporting progress. */
export const applyBatch = (batchId: number, onProgress: (batch: BulkBatch) => void) =>
  stepByStep('apply', 'applying', batchId, onProgress);

/** Undoes the batch (a bounded number of customers per call), reporting progress. */
export const undoBatch = (batchId: number, onProgress: (batch: BulkBatch) => void) =>
  stepByStep('undo', 'undoing', batchId, onProgress);
