import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, type RouteParsedInput, said } from '@premia/contract';
import { type RequestContext, sessionOf } from '../../../lib/context.ts';
import { invalid, rateLimited, tooLarge } from '../../../lib/errors.ts';
import { checkImageInPool } from '../../../lib/image-check.ts';
import * as repo from './uploads.repository.ts';

const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;

/**
 * Keeps an uploaded image after checking its bytes, its size and its pixels; the server picks the name.
 * A store's file is kept only within its quota (bytes kept, files in 24 hours): its uploads are judged
 * one at a time (an advisory lock per store), so parallel uploads cannot pass it, and each is recorded
 * in the same transaction (uploads table). A file saved whose record then fails is no row's: the sweep
 * removes it.
 */
export async function uploadImage(
  ctx: RequestContext,
  input: RouteParsedInput<'/general/upload-file/:modelType'>,
) {
  const session = sessionOf(ctx);
  const file = ctx.upload;
  if (!file) throw invalid('uploads.fileRequired');
  if (file.data.length > MAX_UPLOAD_BYTES) throw tooLarge('uploads.imageTooLarge');
  // Every frame measured before anything decodes the file (lib/images.ts).
  const image = await checkImageInPool(file.data, MAX_UPLOAD_PIXELS);
  if ('refused' in image) {
    if (image.refused === 'tooManyPixels') throw invalid('uploads.tooManyPixels', { max: MAX_UPLOAD_PIXELS });
    throw invalid(image.refused === 'frameOutside' ? 'uploads.frameOutside' : 'uploads.notAnImage');
  }
  const { storeId } = session;
  const folder = `${storeId ? `store-${storeId}` : 'platform'}/${input.modelType}`;
  const save = () => ctx.deps.storage.save(folder, EXTENSIONS[image.type], file.data);
  const bytes = file.data.length;
  const url = await ctx.db.transaction(async (tx) => {
    if (!storeId) {
      const path = await save();
      await repo.recordUpload(tx, { path, storeId: null, bytes });
      return path;
    }
    await repo.lockStoreUploads(tx, storeId);
    const usage = await repo.storeUsage(tx, storeId);
    const limits = ctx.deps.config.uploads;
    if (usage.filesToday >= limits.storeFilesPerDay) {
      throw rateLimited(
        { limit: limits.storeFilesPerDay, resetSeconds: usage.nextFreeSeconds },
        'uploads.tooManyToday',
        { max: limits.storeFilesPerDay },
      );
    }
    if (usage.bytes + bytes > limits.storeMaxBytes) {
      throw tooLarge('uploads.storeFull', { max: Math.floor(limits.storeMaxBytes / 1024 / 1024) });
    }
    const path = await save();
    await repo.recordUpload(tx, { path, storeId, bytes });
    return path;
  });
  return { ...said('uploads.imageUploaded'), url, width: image.width, height: image.height };
}
