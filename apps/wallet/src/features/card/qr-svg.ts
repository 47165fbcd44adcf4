// Only the qrcode package's encoder: its renderers and browser wrapper would add to the card's download.
import { create } from 'qrcode/lib/core/qrcode';

/** The text as a QR code in SVG (a quiet zone of 2 modules), one path of the dark modules. */
export function qrSvg(text: string): string {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  const margin = 2;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) path += `M${x + margin} ${y + margin}h1v1h-1z`;
    }
  }
  const side = size + margin * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
