import { useState } from 'react';
import { deviceId } from '../../api/device';
import { useWalletQuery } from '../../api/queries';
import { ReadProblem } from '../../app/ReadProblem';
import { useStore } from '../../app/StoreContext';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * «Invita a un amigo» (issue 34 §3): the customer's code and link (to the store's sign-up with the
 * code filled in), a copy button and the phone's own share sheet where there is one; what each side
 * gets and the rule of the first purchase; the friends brought and the points earned.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const { store, to } = useStore();
  const format = useFormat();
  const [device] = useState(deviceId);
  const invite = useWalletQuery('/wallet/referral', device ? { device } : {}, { live: true });
  const [copied, setCopied] = useState(false);
  const data = invite.data;
  const link = data ? `${window.location.origin}${to('signin')}?ref=${encodeURIComponent(data.code)}` : '';
  const message = data ? t('invite.shareText', { store: store.name, code: data.code }) : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${message} ${link}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: store.name, text: message, url: link });
    } catch {
      // Closed without sharing: nothing to say.
    }
  }

  return (
    <div className="page">
      <section className="panel invite" aria-labelledby="invite-title">
        <h1 id="invite-title">{t('invite.title')}</h1>
        <ReadProblem reads={[invite]} />
        {data && !data.enabled ? <p className="muted">{t('invite.off', { store: store.name })}</p> : null}
        {data?.enabled ? (
          <>
            <p>
              {t('invite.terms', {
                referrer: format.points(data.referrerPoints),
                friend: format.points(data.friendPoints),
              })}
            </p>
            <p className="muted">
              {data.minPurchase > 0
                ? t('invite.minimum', { amount: format.money(data.minPurchase) })
                : t('invite.anyPurchase')}
            </p>
            <p className="invite__label">{t('invite.code')}</p>
            <p className="card__code" data-testid="referral-code">
              {data.code}
            </p>
            <p className="invite__label">{t('invite.link')}</p>
            <p className="invite__link" data-testid="referral-link">
              {link}
            </p>
            <div className="invite__actions">
              <button type="button" className="button button--primary" onClick={copy}>
                {t('invite.copy')}
              </button>
              {typeof navigator.share === 'function' ? (
                <button type="button" className="button" onClick={share}>
                  {t('invite.share')}
                </button>
              ) : null}
            </div>
            <p className="form__ok" role="status">
              {copied ? t('invite.copied') : ''}
            </p>
          </>
        ) : null}
      </section>
      {data ? (
        <section className="panel" aria-live="polite">
          <p data-testid="referral-friends">{t('invite.friends', { count: data.rewarded })}</p>
          {data.pending > 0 ? <p className="muted">{t('invite.pending', { count: data.pending })}</p> : null}
          <p data-testid="referral-points">
            {t('invite.earned', { points: format.points(data.pointsEarned) })}
          </p>
        </section>
      ) : null}
    </div>
  );
}
