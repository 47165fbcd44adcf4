import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '../../app/StoreContext';
import { useSignedIn } from '../../app/useSignedIn';
import { useTranslation } from '../../i18n/useTranslation';
import { ClaimForm } from './ClaimForm';
import { GivenCoupons } from './GivenCoupons';

/**
 * A coupon's page: typed here, or opened by a printed coupon's QR (…/coupon?code=…) with the code
 * filled in. A visitor signs in first and comes back to the same code.
 */
export default function CouponPage() {
  const { t } = useTranslation();
  const { to } = useStore();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const signedIn = useSignedIn();
  const [picked, setPicked] = useState<string | null>(null);
  const back = code ? `coupon?code=${encodeURIComponent(code)}` : 'coupon';
  return (
    <div className="page">
      <section className="panel">
        <h1>{t('coupon.title')}</h1>
        {signedIn ? (
          <ClaimForm key={picked ?? ''} initialCode={picked ?? code} />
        ) : (
          <>
            <p>{t('coupon.signInFirst')}</p>
            <Link className="button button--primary" to={`${to('signin')}?next=${encodeURIComponent(back)}`}>
              {t('store.join')}
            </Link>
          </>
        )}
      </section>
      {signedIn ? <GivenCoupons onPick={setPicked} /> : null}
    </div>
  );
}
