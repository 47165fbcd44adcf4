/**
 * A PNG of the given size as the image check (lib/images.ts) reads it: signature, IHDR, an IDAT of
 * `padding` zero bytes (never decoded) and IEND.
 */
export function pngHeader(width: number, height: number, padding = 64): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(padding)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One PNG chunk: length, type, data and a CRC (zero: nothing here checks it). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

/** An animated PNG: the picture's IHDR, then an fcTL chunk for each frame (place and size). */
export function apng(width: number, height: number, frames: FrameSpec[]): Buffer {
  const fctl = frames.map((f, i) => {
    const data = Buffer.alloc(26);
    data.writeUInt32BE(i, 0);
    data.writeUInt32BE(f.width, 4);
    data.writeUInt32BE(f.height, 8);
    data.writeUInt32BE(f.left ?? 0, 12);
    data.writeUInt32BE(f.top ?? 0, 16);
    return pngChunk('fcTL', data);
  });
  const png = pngHeader(width, height, 16);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), ...fctl, png.subarray(iend)]);
}

export interface FrameSpec {
  width: number;
  height: number;
  left?: number;
  top?: number;
}

/** A GIF: its logical screen, a global colour table, then each frame (descriptor, a little LZW data). */
export function gif(width: number, height: number, frames: FrameSpec[], version = 'GIF89a'): Buffer {
  const head = Buffer.alloc(13);
  head.write(version, 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  head[10] = 0x80; // a global colour table of 2 colours
  const blocks = frames.map((f) => {
    const control = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]);
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(f.left ?? 0, 1);
    descriptor.writeUInt16LE(f.top ?? 0, 3);
    descriptor.writeUInt16LE(f.width, 5);
    descriptor.writeUInt16LE(f.height, 7);
    return Buffer.concat([control, descriptor, Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00])]);
  });
  return Buffer.concat([head, Buffer.alloc(6), ...blocks, Buffer.from([0x3b])]);
}

function riffChunk(kind: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(kind, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
}

const riff = (chunks: Buffer[]) => {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};

/** A lossy (VP8) bitstream chunk of the given size: frame tag, start code, size, a little data. */
export function vp8(width: number, height: number): Buffer {
  const data = Buffer.alloc(20);
  data.writeUIntBE(0x9d012a, 3, 3);
  data.writeUInt16LE(width & 0x3fff, 6);
  data.writeUInt16LE(height & 0x3fff, 8);
  return riffChunk('VP8 ', data);
}

/** A lossless (VP8L) bitstream chunk of the given size. */
export function vp8l(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return riffChunk('VP8L', data);
}

/** A simple WebP: one bitstream. */
export const webp = (bitstream: Buffer) => riff([bitstream]);

/** An extended WebP (VP8X): its canvas, then a still bitstream or animation frames (ANMF). */
export function webpExtended(
  width: number,
  height: number,
  content: { still: Buffer } | { frames: (FrameSpec & { bitstream?: Buffer })[] },
): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 'frames' in content ? 0x02 : 0;
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  if ('still' in content) return riff([riffChunk('VP8X', vp8x), content.still]);
  const frames = content.frames.map((f) => {
    const header = Buffer.alloc(16);
    header.writeUIntLE((f.left ?? 0) / 2, 0, 3);
    header.writeUIntLE((f.top ?? 0) / 2, 3, 3);
    header.writeUIntLE(f.width - 1, 6, 3);
    header.writeUIntLE(f.height - 1, 9, 3);
    header.writeUIntLE(100, 12, 3);
    return riffChunk('ANMF', Buffer.concat([header, f.bitstream ?? vp8l(f.width, f.height)]));
  });
  return riff([riffChunk('VP8X', vp8x), riffChunk('ANIM', Buffer.alloc(6)), ...frames]);
}

/** A JPEG: SOI, APP0, a start-of-frame per size (SOF0, or `marker`), a scan header, EOI. */
export function jpegFrames(frames: { width: number; height: number; marker?: number }[]): Buffer {
  const sofs = frames.map((f) =>
    Buffer.from([
      0xff,
      f.marker ?? 0xc0,
      0x00,
      0x11,
      0x08,
      f.height >> 8,
      f.height & 255,
      f.width >> 8,
      f.width & 255,
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ]),
  );
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
    ...sofs,
    Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34, 0x56, 0xff, 0xd9]),
  ]);
}
