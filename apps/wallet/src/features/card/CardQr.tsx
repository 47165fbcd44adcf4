import { useMemo } from 'react';
import { qrSvg } from './qr-svg';

/** The client code as a QR image, drawn on the phone: nothing to download, works offline. */
export function CardQr({ code, label }: { code: string; label: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(code))}`, [code]);
  return (
    <div className="qr">
      <img src={src} alt={label} width={240} height={240} />
    </div>
  );
}
