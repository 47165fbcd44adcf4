/**
 * The first bytes of a PNG of the given size (signature and IHDR chunk), then `padding` zero bytes:
 * enough for the image check (lib/images.ts) to know its type and size.
 */
export function pngHeader(width: number, height: number, padding = 64): Buffer {
  const header = Buffer.alloc(33 + padding);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return header;
}
