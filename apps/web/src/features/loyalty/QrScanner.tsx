import { Alert, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeFromScan } from './logic';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return candidate ?? null;
}

/** The camera scan needs the browser's BarcodeDetector and a camera API; without them the button is hidden. */
export function canScan(): boolean {
  return (
    detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}

/** Reads a customer's QR code with the camera (it holds the client code). */
export function QrScanner({ open, onClose, onCode }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });

    async function tick() {
      if (stopped) return;
      const el = video.current;
      if (el && el.readyState >= 2) {
        try {
          const codes = await detector.detect(el);
          const raw = codes[0]?.rawValue;
          if (raw && !stopped) {
            stopped = true;
            onCode(codeFromScan(raw));
            return;
          }
        } catch {
          // a frame that could not be read: try the next one
        }
      }
      timer = setTimeout(tick, 200);
    }

    setError(null);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        stream = s;
        if (stopped) return;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => {});
        }
        void tick();
      })
      .catch(() => setError(t('loyalty.cameraFailed')));

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, onCode, t]);

  return (
    <Modal open={open} title={t('loyalty.scanTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {error ? <Alert type="error" title={error} showIcon role="alert" /> : null}
      <p>{t('loyalty.scanHelp')}</p>
      <video
        ref={video}
        muted
        playsInline
        style={{ width: '100%', borderRadius: 8, background: '#111827', aspectRatio: '4 / 3' }}
      />
    </Modal>
  );
}
