import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The owner's way to the redemption packs and the subscription, from the store's settings. */
export function BillingLinks({ withSubscription }: { withSubscription: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="configuration__billing">
      <p>{t('configuration.billing.help')}</p>
      <p>
        <Link to="/dashboard/payment">{t('configuration.billing.buy')}</Link>
      </p>
      {withSubscription ? (
        <p>
          <Link to="/dashboard/recurringsubscription">{t('configuration.billing.subscription')}</Link>
        </p>
      ) : null}
    </div>
  );
}
