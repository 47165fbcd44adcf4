import { QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '../../../ui/theme';

interface Props {
  clientCode: string;
  size?: number;
}

/** The customer's QR code (it encodes the client code, which the counter scans) and the code itself. */
export function CustomerQr({ clientCode, size = 132 }: Props) {
  const { t } = useTranslation();
  return (
    <figure style={{ margin: 0, display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
      {/* antd gives the svg role="img"; the label goes to it. */}
      <QRCode
        value={clientCode}
        size={size}
        bordered={false}
        type="svg"
        aria-label={t('customers.qrOf', { code: clientCode })}
      />
      <figcaption
        data-testid="client-code"
        style={{
          fontSize: 22,
          fontWeight: 700,
          letterSpacing: 2,
          fontFamily: 'monospace',
          color: palette.text,
        }}
      >
        {clientCode}
      </figcaption>
    </figure>
  );
}
