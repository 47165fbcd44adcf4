import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

interface Options {
  width?: number;
  height?: number;
  /** Pixels per QR module. */
  scale?: number;
  frames?: number;
}

/**
 * Writes a YUV4MPEG2 (C420jpeg) video of the QR code of `text`: black modules on white with a quiet
 * zone of 4 modules, centred, the same frame repeated. Chromium plays it in a loop as the camera
 * (--use-file-for-fake-video-capture).
 */
export function writeQrVideo(file: string, text: string, options: Options = {}): void {
  writeModulesVideo(file, QRCode.create(text, { errorCorrectionLevel: 'M' }).modules, options);
}

/** A QR code's modules: `size` × `size`, dark where get(row, col) is truthy. */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/** The same video of modules read elsewhere (e.g. the QR code a page shows). */
export function writeModulesVideo(file: string, modules: QrModules, options: Options = {}): void {
  const { width = 640, height = 480, scale = 10, frames = 5 } = options;
  const side = (modules.size + 8) * scale;
  if (side > width || side > height)
    throw new Error(`the QR code (${side}px) does not fit ${width}x${height}`);
  const left = Math.floor((width - side) / 2) + 4 * scale;
  const top = Math.floor((height - side) / 2) + 4 * scale;

  // Full-range luma (C420jpeg): 255 is white, 0 black; chroma 128 is grey, i.e. no colour.
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);

  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
