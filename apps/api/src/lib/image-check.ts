import { runTask, taskModule } from './cpu-pool.ts';
import type { checkImage } from './images.ts';

const IMAGE_CHECK_TASK = taskModule(import.meta.url, 'image-check');

/** checkImage (images.ts) in a thread of the CPU pool: a 5 MB file's frames are walked off the event loop. */
export function checkImageInPool(data: Buffer, maxPixels: number): Promise<ReturnType<typeof checkImage>> {
  return runTask(IMAGE_CHECK_TASK, { data, maxPixels });
}
