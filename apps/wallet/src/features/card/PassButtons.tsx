import { useWalletQuery } from '../../api/queries';
import { useTranslation } from '../../i18n/useTranslation';

/** Which wallet the phone has: an iPhone shows only Apple's button, an Android phone only Google's. */
function phoneWallet(): 'apple' | 'google' | null {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad|iPod|Macintosh/.test(agent)) return 'apple';
  if (/Android/.test(agent)) return 'google';
  return null;
}

/**
 * «Agregar a Apple Wallet» / «Guardar en Google Wallet»: the card kept in the phone's own wallet. A
 * button shows only when the platform has that wallet's keys (the server gives its link) and, on a phone,
 * only the phone's own wallet's. The Apple link lives ten minutes: it is read again after five.
 */
export function PassButtons() {
  const { t } = useTranslation();
  const links = useWalletQuery('/wallet/passes', {}, { refetchInterval: 5 * 60_000 });
  const wallet = phoneWallet();
  const apple = wallet !== 'google' ? links.data?.apple : null;
  const google = wallet !== 'apple' ? links.data?.google : null;
  if (!apple && !google) return null;
  return (
    <nav className="passes" aria-label={t('card.passesLabel')}>
      {apple ? (
        <a className="button button--pass" href={apple} data-testid="apple-wallet">
          {t('card.addToAppleWallet')}
        </a>
      ) : null}
      {google ? (
        <a
          className="button button--pass"
          href={google}
          target="_blank"
          rel="noopener"
          data-testid="google-wallet"
        >
          {t('card.saveToGoogleWallet')}
        </a>
      ) : null}
    </nav>
  );
}
