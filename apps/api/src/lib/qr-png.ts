import QRCode from 'qrcode';
import { png } from './png.ts';

const QUIET_ZONE = 2;

/**
 * A QR code as the smallest PNG there is: one pixel per module, 1 bit per pixel, with its quiet zone.
 * A PDF scales it up sharp, and thousands of them stay fast to make and small to send (qrcode's own
 * PNG writer draws every module as many pixels and takes ten times as long).
 */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + QUIET_ZONE * 2;
  const rowBytes = Math.ceil(size / 8);
  const raw = Buffer.alloc((rowBytes + 1) * size, 0);
  for (let y = 0; y < size; y++) {
    const row = y * (rowBytes + 1);
    // Every pixel white (1) first, then the dark modules cleared.
    raw.fill(0xff, row + 1, row + 1 + rowBytes);
    const my = y - QUIET_ZONE;
    if (my < 0 || my >= modules.size) continue;
    for (let mx = 0; mx < modules.size; mx++) {
      if (!modules.get(my, mx)) continue;
      const x = mx + QUIET_ZONE;
      const at = row + 1 + (x >> 3);
      raw[at] = raw[at]! & ~(0x80 >> (x & 7));
    }
  }
  return png(size, size, 0, 1, raw);
}
