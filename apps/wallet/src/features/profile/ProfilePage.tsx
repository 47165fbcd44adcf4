import { Link } from 'react-router';
import { useWalletQuery } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useStore } from '../../app/StoreContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ConsentPanel } from '../consent/ConsentPanel';
import { PushPanel } from '../inbox/PushPanel';
import { DeleteAccount } from './DeleteAccount';
import { ProfileForm } from './ProfileForm';
import { SignOut } from './SignOut';

/** The customer's details and language; marketing consent per channel and this phone's notifications; sign-out; deleting the account. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { to } = useStore();
  const profile = useWalletQuery('/wallet/profile', {});
  return (
    <div className="page">
      <section className="panel">
        <h1>{t('profile.title')}</h1>
        {profile.data ? (
          <ProfileForm profile={profile.data.profile} />
        ) : profile.error ? (
          <FormError error={profile.error} />
        ) : (
          <div className="loading" role="status" aria-label={t('app.loading')} />
        )}
      </section>
      <section className="panel">
        <Link to={to('orders')}>{t('shop.myOrders')}</Link>
      </section>
      <section className="panel">
        <ConsentPanel />
      </section>
      <section className="panel">
        <PushPanel />
      </section>
      <section className="panel">
        <SignOut />
      </section>
      <section className="panel">
        <DeleteAccount />
      </section>
    </div>
  );
}
