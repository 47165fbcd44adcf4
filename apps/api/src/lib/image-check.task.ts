import { checkImage } from './images.ts';

/** The image check (images.ts) in a thread of the CPU pool: a 5 MB file's frames are walked off the event loop. */
export function run({ data, maxPixels }: { data: Uint8Array; maxPixels: number }) {
  return checkImage(Buffer.from(data.buffer, data.byteOffset, data.length), maxPixels);
}
