// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { canScan, QrScanner } from './QrScanner';

// The browser's camera and detector are not ours: these stand in for them.
function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

// The first render of antd's Modal is slow on a loaded 2-core machine.
describe('the QR scanner', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initI18n();
    // jsdom plays no video: say a frame is there and playing succeeds.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(globalThis, 'BarcodeDetector');
  });

  it('is offered wherever the browser has a camera API, with or without a BarcodeDetector', () => {
    expect(canScan()).toBe(false);
    fakeCamera(() => Promise.reject(new Error('unused')));
    expect(canScan()).toBe(true);
  });

  it('says so in Spanish when the camera is refused', async () => {
    fakeCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<QrScanner open onClose={() => {}} onCode={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('El navegador no dio permiso para usar la cámara.');
    expect(alert.textContent).toContain('También puede escribir el código del cliente en el buscador.');
  });

  it('says so when there is no camera', async () => {
    fakeCamera(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    render(<QrScanner open onClose={() => {}} onCode={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se encontró ninguna cámara en este equipo.',
    );
  });

  it('hands over the client code it reads and lets the camera go', async () => {
    const { track, stream } = fakeStream();
    fakeCamera(() => Promise.resolve(stream));
    Object.defineProperty(globalThis, 'BarcodeDetector', {
      configurable: true,
      value: class {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [{ rawValue: ' A1b2 ' }];
      },
    });
    const onCode = vi.fn();
    render(<QrScanner open onClose={() => {}} onCode={onCode} />);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('A1b2'));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(track.stop).toHaveBeenCalled();
  });

  it('lets the camera go when closed while the browser was still asking for it', async () => {
    const { track, stream } = fakeStream();
    let grant: (s: MediaStream) => void = () => {};
    fakeCamera(() => new Promise((resolve) => (grant = resolve)));
    const view = render(<QrScanner open onClose={() => {}} onCode={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('qr-video')).toBeTruthy());
    view.rerender(<QrScanner open={false} onClose={() => {}} onCode={() => {}} />);
    grant(stream);
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });
});
