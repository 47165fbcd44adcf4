import type {
  Failure,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppPath as RoutePath,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { ApiError, api, apiUpload } from './client';

/**
 * api() for TanStack Query: resolves to the data of a success and throws an ApiError (the failure's
 * text and errorType) otherwise, so a query's or mutation's error state replaces checks of `s`.
 */
export async function callOrThrow<P extends RoutePath>(
  path: P,
  input: RouteInput<P>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<RouteResponse<P>> {
  const result = await api(path, input, options);
  if (result.s !== 'ok') throw new ApiError(result as Failure);
  return result as RouteResponse<P>;
}

/** apiUpload() for TanStack Query: the data of a success, or an ApiError. */
export async function uploadOrThrow<P extends RoutePath>(
  path: P,
  fields: Record<string, string>,
  file: Blob,
  url: string = path,
): Promise<RouteResponse<P>> {
  const result = await apiUpload(path, fields, file, url);
  if (result.s !== 'ok') throw new ApiError(result as Failure);
  return result as RouteResponse<P>;
}
