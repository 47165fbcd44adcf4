/** What an image file really is, read from its bytes (never from its name). */
interface ImageInfo {
  type: 'png' | 'jpeg' | 'webp' | 'gif';
  width: number;
  height: number;
}

export function sniffImage(data: Buffer): ImageInfo | null {
  if (data.length < 24) return null;
  // PNG: signature, then the IHDR chunk with width and height.
  if (
    data.readUInt32BE(0) === 0x89504e47 &&
    data.readUInt32BE(4) === 0x0d0a1a0a &&
    data.toString('ascii', 12, 16) === 'IHDR'
  ) {
    return { type: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  // GIF: GIF87a / GIF89a, logical screen size little-endian.
  const head = data.toString('ascii', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') {
    return { type: 'gif', width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  }
  // WebP: RIFF....WEBP with a VP8, VP8L or VP8X chunk.
  if (
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP' &&
    data.length >= 30
  ) {
    const chunk = data.toString('ascii', 12, 16);
    if (chunk === 'VP8 ')
      return { type: 'webp', width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21);
      return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X')
      return { type: 'webp', width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
    return null;
  }
  // JPEG: SOI, then segments until a start-of-frame marker carries the size.
  if (data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) return null;
      const marker = data[offset + 1]!;
      const length = data.readUInt16BE(offset + 2);
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame)
        return { type: 'jpeg', height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      offset += 2 + length;
    }
  }
  return null;
}
