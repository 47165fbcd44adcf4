import type { Failure, BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { apiUpload } from '../../api/client';

type Uploaded = RouteResponse<'/general/upload-file/:modelType'>;

/** Uploads one image (multipart, field "file") and answers its public URL, or the server's message. */
export function uploadImage(modelType: 'reward' | 'logo', file: File): Promise<Uploaded | Failure> {
  return apiUpload('/general/upload-file/:modelType', {}, file, `/general/upload-file/${modelType}`);
}
