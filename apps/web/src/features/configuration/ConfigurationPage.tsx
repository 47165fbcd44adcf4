import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreInfo } from './api';
import { DeleteAccountCard } from './DeleteAccountCard';
import { PosTokenCard } from './PosTokenCard';
import { StoreSettingsForm } from './StoreSettingsForm';
import './ConfigurationPage.css';

/** /dashboard/configuration (owner): the store's settings, the POS token, closing the account. */
export default function ConfigurationPage() {
  const { t } = useTranslation();
  usePageTitle(t('configuration.title'));
  const info = useStoreInfo();
  const store = info.data?.store;

  return (
    <div className="configuration">
      <h1 className="configuration__title">{t('configuration.title')}</h1>
      {info.error ? (
        <Alert type="error" title={info.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      <div className="configuration__grid">
        <Card
          title={<h2 className="configuration__card-title">{t('configuration.storeSection')}</h2>}
          loading={info.isPending}
        >
          <StoreSettingsForm store={store} />
        </Card>
        <div className="configuration__side">
          <Card title={<h2 className="configuration__card-title">{t('configuration.posSection')}</h2>}>
            <PosTokenCard />
          </Card>
          <Card title={<h2 className="configuration__card-title">{t('configuration.deleteSection')}</h2>}>
            <DeleteAccountCard storeName={store?.name} />
          </Card>
        </div>
      </div>
    </div>
  );
}
