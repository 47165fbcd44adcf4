import { QR_REFRESH_SECONDS } from '@premia/contract/qr-codes';
import { useEffect, useState } from 'react';
import { useWalletQuery } from '../../api/queries';
import { useTranslation } from '../../i18n/useTranslation';
import { CardQr } from './CardQr';

/**
 * The signed QR of the card or of a reward (docs/SECURITY.md, "Card and reward QR"): online, a new one
 * every QR_REFRESH_SECONDS, each living two minutes, so a photo of it is soon worth nothing; offline, the
 * one kept for that, while its hours last; after that, nothing to show until the phone is online again.
 */
export function SignedQr({ rewardId, label }: { rewardId?: number; label: string }) {
  const { t } = useTranslation();
  const answer = useWalletQuery('/wallet/qr', rewardId === undefined ? {} : { rewardId }, {
    remember: true,
    refetchInterval: QR_REFRESH_SECONDS * 1000,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const data = answer.data;
  const shown =
    data && Date.parse(data.expiresAt) > now
      ? data.qr
      : data && Date.parse(data.offlineExpiresAt) > now
        ? data.offlineQr
        : null;
  if (shown) return <CardQr code={shown} label={label} />;
  return answer.isPending && answer.fetchStatus === 'fetching' ? (
    <div className="loading" role="status" aria-label={t('app.loading')} />
  ) : (
    <p className="qr qr--none" role="status">
      {t('card.qrNeedsConnection')}
    </p>
  );
}
