import type { RouteResponse } from '@premia/contract';
import { useMutation } from '@tanstack/react-query';
import { uploadOrThrow } from '../../api/call';
import type { ApiError } from '../../api/client';

/** Uploads one image (multipart, field "file") and answers its public URL. */
export function useUploadImage(modelType: 'reward' | 'logo') {
  return useMutation<RouteResponse<'/general/upload-file/:modelType'>, ApiError, File>({
    mutationFn: (file) =>
      uploadOrThrow('/general/upload-file/:modelType', {}, file, `/general/upload-file/${modelType}`),
  });
}
