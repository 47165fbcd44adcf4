import type { BackOfficeAppResponse as RouteResponse, uploadModelTypes } from '@premia/contract';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { uploadOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';

export type ModelType = (typeof uploadModelTypes)[number];
const uploadKey = (modelType: ModelType) => ['upload', modelType] as const;

/** Uploads one image (multipart, field "file") and answers its public URL. */
export function useUploadImage(modelType: ModelType) {
  return useMutation<RouteResponse<'/general/upload-file/:modelType'>, ApiError, File>({
    mutationKey: uploadKey(modelType),
    mutationFn: (file) =>
      uploadOrThrow('/general/upload-file/:modelType', {}, file, `/general/upload-file/${modelType}`),
  });
}

/** An image of this kind is being uploaded (a form waits for its URL before saving). */
export function useUploading(modelType: ModelType): boolean {
  return useIsMutating({ mutationKey: uploadKey(modelType) }) > 0;
}
