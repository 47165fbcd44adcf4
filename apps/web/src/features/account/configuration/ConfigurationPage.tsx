import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useStoreInfo } from './api';
import { BillingLinks } from './BillingLinks';
import { DeleteAccountCard } from './DeleteAccountCard';
import { PosTokenCard } from './PosTokenCard';
import { StoreLinkCard } from './StoreLinkCard';
import { StoreSettingsForm } from './StoreSettingsForm';
import { TillsCard } from './TillsCard';
import './ConfigurationPage.css';

/** /dashboard/configuration (owner): the store's settings, its wallet's link and posters, the POS token and the tills, closing the account. */
export default function ConfigurationPage() {
  const { t } = useTranslation();
  usePageTitle(t('configuration.title'));
  const info = useStoreInfo();
  const store = info.data?.store;

  return (
    <div className="configuration">
      <h1 className="configuration__title">{t('configuration.title')}</h1>
      <LoadError query={info} />
      <div className="configuration__grid">
        <Card
          title={<h2 className="configuration__card-title">{t('configuration.storeSection')}</h2>}
          loading={info.isPending}
        >
          {/* Without the store's settings the form would offer blanks to save over them. */}
          {info.error ? null : <StoreSettingsForm store={store} />}
        </Card>
        <div className="configuration__side">
          {info.error ? null : <StoreLinkCard store={store} />}
          <Card
            title={<h2 className="configuration__card-title">{t('configuration.billingSection')}</h2>}
            loading={info.isPending}
          >
            <BillingLinks withSubscription={store?.withSubscription ?? false} />
          </Card>
          <Card title={<h2 className="configuration__card-title">{t('configuration.posSection')}</h2>}>
            <PosTokenCard />
          </Card>
          <Card title={<h2 className="configuration__card-title">{t('configuration.webhooksSection')}</h2>}>
            <Typography.Paragraph>{t('configuration.webhooksHelp')}</Typography.Paragraph>
            <Link to="/dashboard/webhooks">{t('configuration.webhooksOpen')}</Link>
          </Card>
        </div>
      </div>
      {/* Full width: a till's row has six columns (a card each on phones). */}
      <Card
        className="configuration__tills"
        title={<h2 className="configuration__card-title">{t('configuration.tillsSection')}</h2>}
      >
        <TillsCard />
      </Card>
      {/* Last on every screen, after the tills: closing the account is the page's final word. Closing asks
          for the store's name: unread, there is nothing to type. */}
      {info.error ? null : (
        <Card
          className="configuration__delete"
          title={<h2 className="configuration__card-title">{t('configuration.deleteSection')}</h2>}
        >
          <DeleteAccountCard storeName={store?.name} />
        </Card>
      )}
    </div>
  );
}
