import { scanSize } from './logic';

/** Reads the QR code in the video's current frame: its text, or null when there is none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

function detectorClass(): BarcodeDetectorClass | null {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

/** The browser's own detector, when it has one that reads QR codes (Chrome on Android and macOS, Safari 17+ on macOS…). */
async function nativeReader(): Promise<FrameReader | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  try {
    // Some builds expose the class with no formats behind it (Chrome on Linux with the flag).
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      const codes = await detector.detect(video);
      return codes.find((c) => c.rawValue)?.rawValue ?? null;
    };
  } catch {
    return null;
  }
}

/** jsQR on a small canvas: loaded only when a scan starts, so it never weighs on the other screens. */
async function jsReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas 2d context unavailable');
  return async (video) => {
    const { width, height } = scanSize(video.videoWidth, video.videoHeight);
    if (width === 0 || height === 0) return null;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    // Our customers' codes are dark on light: skipping the inverted pass halves the work per frame.
    const found = jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' });
    return found?.data || null;
  };
}

/** The best reader this browser offers: its BarcodeDetector, else jsQR. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await jsReader());
}
