import type {
  CouponBatch,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateEvery } from '../../../api/cache';
import { callOrThrow, uploadOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useOnceMutation, useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const GET = '/client/coupons/get';

/** The store's batches, newest first. */
export function useCouponBatches() {
  return useRouteQuery(GET, {});
}

export type CodeFilter = 'all' | 'claimed' | 'unclaimed';

/** A page of a batch's codes, with who claimed each. */
export function useCouponCodes(batchId: number | null, only: CodeFilter, page: number) {
  return useRouteQuery(
    GET,
    { batchId: batchId ?? 0, only, page, pageSize: 20 },
    { enabled: batchId !== null, placeholderData: keepPreviousData },
  );
}

/** Puts a new batch at the top of the cached list. */
function writeBatch(queryClient: ReturnType<typeof useQueryClient>, batch: CouponBatch) {
  queryClient.setQueryData<RouteResponse<typeof GET>>(queryKeys.route(GET, {}), (answer) =>
    answer ? { ...answer, batches: [batch, ...answer.batches.filter((b) => b.id !== batch.id)] } : answer,
  );
}

/** Creates a batch of codes made by the server, once (Idempotency-Key). */
export function useAddCouponBatch() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/coupons/add', { onSuccess: ({ batch }) => writeBatch(queryClient, batch) });
}

export type UploadFields = Omit<RouteInput<'/client/coupons/upload'>, 'action'>;

/** Reads a file of codes: its rows judged (preview), or the batch of its valid rows (create). */
export function useUploadCoupons() {
  const queryClient = useQueryClient();
  return useMutation<
    RouteResponse<'/client/coupons/upload'>,
    ApiError,
    { file: File; fields?: UploadFields }
  >({
    mutationFn: ({ file, fields }) => {
      const text: Record<string, string> = { action: fields ? 'create' : 'preview' };
      for (const [key, value] of Object.entries(fields ?? {}))
        if (value !== undefined && value !== null) text[key] = String(value);
      return uploadOrThrow('/client/coupons/upload', text, file);
    },
    onSuccess: ({ batch }) => {
      if (batch) writeBatch(queryClient, batch);
    },
  });
}

export function useDeleteCouponBatch() {
  const queryClient = useQueryClient();
  return useRouteMutation('/client/coupons/delete', {
    onSuccess: (_answer, { batchId }) =>
      updateEvery(queryClient, GET, (answer) => ({
        ...answer,
        batches: answer.batches.filter((b) => b.id !== batchId),
      })),
  });
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * The printable sheet of a batch, part after part (the server makes 1,000 codes per call) with the
 * progress, joined into one PDF in the browser (pdf-lib, loaded only for a batch of several parts).
 */
export function useCouponSheet() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<{ filename: string; pdf: Blob }, ApiError, CouponBatch>({
    mutationFn: async (batch) => {
      setProgress(0);
      const first = await callOrThrow('/client/coupons/pdf', { batchId: batch.id, part: 1 });
      const parts = [bytesOf(first.pdf)];
      setProgress(Math.round(100 / first.parts));
      for (let part = 2; part <= first.parts; part++) {
        const next = await callOrThrow('/client/coupons/pdf', { batchId: batch.id, part });
        parts.push(bytesOf(next.pdf));
        setProgress(Math.round((part * 100) / first.parts));
      }
      const whole = parts.length === 1 ? parts[0]! : await joinPdfs(parts);
      return { filename: first.filename, pdf: new Blob([whole as BlobPart], { type: 'application/pdf' }) };
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

async function joinPdfs(parts: Uint8Array[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const whole = await PDFDocument.create();
  for (const bytes of parts) {
    const part = await PDFDocument.load(bytes);
    for (const page of await whole.copyPages(part, part.getPageIndices())) whole.addPage(page);
  }
  return whole.save();
}

/** Saves a file the browser holds (the sheet) under its name. */
export function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Before a send: how many of the segment's customers would get a code of the batch, and how many are free. */
export function useSegmentReach(batchId: number | null, segmentId: number | null) {
  return useRouteQuery(
    '/client/coupons/segment-reach',
    { batchId: batchId ?? 0, segmentId: segmentId ?? 0 },
    { enabled: batchId !== null && segmentId !== null, staleTime: 0 },
  );
}

/** Gives a code of the batch to each customer of a segment, once (Idempotency-Key). */
export function useSendToSegment() {
  const queryClient = useQueryClient();
  return useOnceMutation('/client/coupons/send-to-segment', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.route('/client/coupons/segment-reach') });
    },
  });
}
