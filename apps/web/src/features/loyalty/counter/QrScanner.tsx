import { Alert, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '../../../ui/theme';
import { type FrameReader, frameReader } from './frameReader';
import { type CameraProblem, cameraProblem, codeFromScan } from './logic';

/** A few reads a second: quick enough at the counter, light on a cashier's old laptop. */
const SCAN_EVERY_MS = 250;

/** Scanning needs only a camera API: the browser's BarcodeDetector reads the code, else jsQR does. */
export function canScan(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

interface Props {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}

type Problem = CameraProblem | 'scanLoadFailed';

/** Reads a customer's QR code with the camera (it holds the client code). */
export function QrScanner({ open, onClose, onCode }: Props) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The latest handler, without restarting the camera when it changes.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open || !video) return;
    const el = video;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function stopCamera() {
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      el.srcObject = null;
    }

    async function tick(read: FrameReader) {
      if (stopped) return;
      if (el.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const raw = await read(el);
          if (raw && !stopped) {
            stopped = true;
            stopCamera();
            onCodeRef.current(codeFromScan(raw));
            return;
          }
        } catch {
          // a frame that could not be read: try the next one
        }
      }
      timer = setTimeout(() => void tick(read), SCAN_EVERY_MS);
    }

    async function start() {
      // The decoder loads while the browser asks for the camera.
      const reader = frameReader();
      reader.catch(() => {});
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
        return;
      }
      if (stopped) {
        // Closed while the browser was asking: let the camera go at once.
        stopCamera();
        return;
      }
      el.srcObject = stream;
      void el.play().catch(() => {});
      let read: FrameReader;
      try {
        read = await reader;
      } catch {
        stopCamera();
        if (!stopped) setProblem('scanLoadFailed');
        return;
      }
      void tick(read);
    }

    setProblem(null);
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, [open, video]);

  return (
    <Modal open={open} title={t('loyalty.scanTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {problem ? (
        <Alert
          type="error"
          title={t(`loyalty.${problem}`)}
          description={t('loyalty.scanTypeCode')}
          showIcon
          role="alert"
        />
      ) : (
        <p>{t('loyalty.scanHelp')}</p>
      )}
      <video
        ref={setVideo}
        muted
        playsInline
        hidden={problem !== null}
        data-testid="qr-video"
        style={{ width: '100%', borderRadius: 8, background: palette.text, aspectRatio: '4 / 3' }}
      />
    </Modal>
  );
}
