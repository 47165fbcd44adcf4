/**
 * What an image file really is, read from its bytes (never from its name), and the size of every frame
 * it holds: a decoder allocates for each frame what its header says, so a 1×1 screen may not hide a
 * 65535×65535 frame. Only headers are read here; nothing is decoded.
 */
export interface ImageInfo {
  type: 'png' | 'jpeg' | 'webp' | 'gif';
  /** The picture's size (PNG IHDR, GIF logical screen, WebP canvas, JPEG frame). */
  width: number;
  height: number;
  /** Every frame's size and place, the picture itself included (a still image has one). */
  frames: Frame[];
}

interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Why a file is refused: not an image we read, or a frame bigger than allowed or outside the picture. */
export type ImageRefusal = 'notAnImage' | 'tooManyPixels' | 'frameOutside';

/** The file's type and frames when every one of them is within `maxPixels` a side and inside the picture. */
export function checkImage(data: Buffer, maxPixels: number): ImageInfo | { refused: ImageRefusal } {
  const image = sniffImage(data);
  if (!image || image.frames.length === 0) return { refused: 'notAnImage' };
  const sides = [image, ...image.frames];
  if (sides.some((s) => s.width < 1 || s.height < 1 || s.width > maxPixels || s.height > maxPixels)) {
    return { refused: 'tooManyPixels' };
  }
  const outside = image.frames.some((f) => f.left + f.width > image.width || f.top + f.height > image.height);
  return outside ? { refused: 'frameOutside' } : image;
}

export function sniffImage(data: Buffer): ImageInfo | null {
  if (data.length < 24) return null;
  try {
    if (data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a) return png(data);
    const head = data.toString('latin1', 0, 6);
    if (head === 'GIF87a' || head === 'GIF89a') return gif(data);
    if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
      return webp(data);
    }
    if (data[0] === 0xff && data[1] === 0xd8) return jpeg(data);
  } catch (error) {
    // A header that claims more bytes than the file has: not an image we accept.
    if (error instanceof RangeError) return null;
    throw error;
  }
  return null;
}

const whole = (width: number, height: number): Frame => ({ left: 0, top: 0, width, height });

/** PNG: IHDR first, then every chunk to IEND; an APNG's fcTL chunks are its frames. */
function png(data: Buffer): ImageInfo | null {
  if (data.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const frames = [whole(width, height)];
  let offset = 8;
  for (;;) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || offset + 12 + length > data.length) return null;
    if (type === 'IEND') break;
    if (type === 'fcTL') {
      const at = offset + 8;
      frames.push({
        width: data.readUInt32BE(at + 4),
        height: data.readUInt32BE(at + 8),
        left: data.readUInt32BE(at + 12),
        top: data.readUInt32BE(at + 16),
      });
    }
    offset += 12 + length;
  }
  return { type: 'png', width, height, frames };
}

/** GIF: the logical screen, then every block; each image descriptor is a frame with its own size. */
function gif(data: Buffer): ImageInfo | null {
  const width = data.readUInt16LE(6);
  const height = data.readUInt16LE(8);
  const packed = data[10]!;
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const frames: Frame[] = [];
  const skipSubBlocks = () => {
    while (offset < data.length && data[offset] !== 0) offset += data[offset]! + 1;
    offset += 1;
  };
  // A file cut short ends there, as it does for a decoder: the frames read so far are the file's.
  while (offset < data.length) {
    const block = data[offset]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      offset += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames.push({
        left: data.readUInt16LE(offset + 1),
        top: data.readUInt16LE(offset + 3),
        width: data.readUInt16LE(offset + 5),
        height: data.readUInt16LE(offset + 7),
      });
      const local = data[offset + 9]!;
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      skipSubBlocks();
    } else {
      return null;
    }
  }
  return { type: 'gif', width, height, frames };
}

/** The size a VP8 (lossy) or VP8L (lossless) bitstream says, from its chunk's data at `at`. */
function bitstreamSize(data: Buffer, kind: string, at: number): { width: number; height: number } | null {
  if (kind === 'VP8 ') {
    if (data.readUIntBE(at + 3, 3) !== 0x9d012a) return null;
    return { width: data.readUInt16LE(at + 6) & 0x3fff, height: data.readUInt16LE(at + 8) & 0x3fff };
  }
  if (data[at] !== 0x2f) return null;
  const bits = data.readUInt32LE(at + 1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

interface RiffChunk {
  kind: string;
  at: number;
  size: number;
}

/** The chunks between `start` and `end`, each padded to an even size; null when one runs past the end. */
function riffChunks(data: Buffer, start: number, end: number): RiffChunk[] | null {
  const chunks: RiffChunk[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    const size = data.readUInt32LE(offset + 4);
    if (offset + 8 + size > end) return null;
    chunks.push({ kind: data.toString('latin1', offset, offset + 4), at: offset + 8, size });
    offset += 8 + size + (size & 1);
  }
  return chunks;
}

/**
 * WebP: a simple file is one VP8 or VP8L bitstream. An extended one (VP8X) has a canvas, and either
 * one bitstream or animation frames (ANMF), each with its place, its size and its own bitstream.
 */
function webp(data: Buffer): ImageInfo | null {
  const end = Math.min(data.length, 8 + data.readUInt32LE(4));
  const chunks = riffChunks(data, 12, end);
  const first = chunks?.[0];
  if (!chunks || !first) return null;
  if (first.kind === 'VP8 ' || first.kind === 'VP8L') {
    const size = bitstreamSize(data, first.kind, first.at);
    return size && { type: 'webp', ...size, frames: [whole(size.width, size.height)] };
  }
  if (first.kind !== 'VP8X') return null;
  const width = data.readUIntLE(first.at + 4, 3) + 1;
  const height = data.readUIntLE(first.at + 7, 3) + 1;
  const frames: Frame[] = [];
  for (const chunk of chunks.slice(1)) {
    if (chunk.kind === 'VP8 ' || chunk.kind === 'VP8L') {
      const size = bitstreamSize(data, chunk.kind, chunk.at);
      if (!size) return null;
      frames.push(whole(size.width, size.height));
    } else if (chunk.kind === 'ANMF') {
      if (chunk.size < 16) return null;
      const place = {
        left: data.readUIntLE(chunk.at, 3) * 2,
        top: data.readUIntLE(chunk.at + 3, 3) * 2,
        width: data.readUIntLE(chunk.at + 6, 3) + 1,
        height: data.readUIntLE(chunk.at + 9, 3) + 1,
      };
      frames.push(place);
      const inner = riffChunks(data, chunk.at + 16, chunk.at + chunk.size);
      if (!inner) return null;
      for (const part of inner) {
        if (part.kind !== 'VP8 ' && part.kind !== 'VP8L') continue;
        const size = bitstreamSize(data, part.kind, part.at);
        if (!size) return null;
        // The bitstream is decoded at its own size, whatever the frame's header says.
        frames.push({ ...place, ...size });
      }
    }
  }
  return { type: 'webp', width, height, frames };
}

/** Markers of a JPEG that stand alone (no length): TEM, RST0–7, SOI, EOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
const isFrameHeader = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) ||
  marker === 0xde;

/**
 * JPEG: every marker of the file, as a decoder finds them (bytes between segments skipped, entropy-coded
 * data after each scan included): each start-of-frame (and a hierarchical file's DHP) is a frame.
 */
function jpeg(data: Buffer): ImageInfo | null {
  const frames: Frame[] = [];
  let offset = 2;
  while (offset + 1 < data.length) {
    const marker = data[offset + 1]!;
    if (data[offset] !== 0xff || marker === 0x00 || marker === 0xff || standsAlone(marker)) {
      offset += 1;
      continue;
    }
    if (offset + 4 > data.length) break;
    const length = data.readUInt16BE(offset + 2);
    if (isFrameHeader(marker)) {
      frames.push(whole(data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5)));
    }
    offset += 2 + length;
  }
  const main = frames[0];
  return main ? { type: 'jpeg', width: main.width, height: main.height, frames } : null;
}
