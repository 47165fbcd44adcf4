import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, type RouteParsedInput, said } from '@premia/contract';
import { type RequestContext, sessionOf } from '../../lib/context.ts';
import { invalid, tooLarge } from '../../lib/errors.ts';
import { sniffImage } from '../../lib/images.ts';

const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;

/** Keeps an uploaded image after checking its bytes, its size and its pixels; the server picks the name. */
export async function uploadImage(
  ctx: RequestContext,
  input: RouteParsedInput<'/general/upload-file/:modelType'>,
) {
  const session = sessionOf(ctx);
  const file = ctx.upload;
  if (!file) throw invalid('uploads.fileRequired');
  if (file.data.length > MAX_UPLOAD_BYTES) throw tooLarge('uploads.imageTooLarge');
  const image = sniffImage(file.data);
  if (!image) throw invalid('uploads.notAnImage');
  if (
    image.width < 1 ||
    image.height < 1 ||
    image.width > MAX_UPLOAD_PIXELS ||
    image.height > MAX_UPLOAD_PIXELS
  ) {
    throw invalid('uploads.tooManyPixels', { max: MAX_UPLOAD_PIXELS });
  }
  const owner = session.storeId ? `store-${session.storeId}` : 'platform';
  const url = await ctx.deps.storage.save(`${owner}/${input.modelType}`, EXTENSIONS[image.type], file.data);
  return { ...said('uploads.imageUploaded'), url, width: image.width, height: image.height };
}
