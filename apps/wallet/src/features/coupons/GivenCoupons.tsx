import { useWalletQuery } from '../../api/queries';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';

/** A code the server made, in groups of four (as printed), so that it reads back right. */
const grouped = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * «Sus cupones»: the coupons the store gave the customer (sent to a segment of theirs, issue 34 §6) and
 * not claimed yet; «Usar este cupón» puts its code in the form below. Nothing shows while there are none.
 */
export function GivenCoupons({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mine = useWalletQuery('/wallet/coupons/mine', {});
  const coupons = mine.data?.coupons ?? [];
  if (coupons.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="given-coupons">
      <h2 id="given-coupons">{t('coupon.givenTitle')}</h2>
      <ul className="given-coupons">
        {coupons.map((c) => (
          <li key={c.code} className="given-coupons__item" data-testid="given-coupon">
            <strong>{c.batchName}</strong>
            <span>
              {c.reward
                ? t('coupon.givenReward', { reward: c.reward.name })
                : t('coupon.givenPoints', { points: format.count(c.points ?? 0) })}
            </span>
            <span className="muted">{t('coupon.givenUntil', { date: format.day(c.expiresOn) })}</span>
            <code>{grouped(c.code)}</code>
            <button type="button" className="button" onClick={() => onPick(grouped(c.code))}>
              {t('coupon.use')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
