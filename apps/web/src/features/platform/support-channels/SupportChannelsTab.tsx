import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError';
import { useSupportChannels } from './api';
import { SupportPhoneForm } from './SupportPhoneForm';
import { WhatsAppForm } from './WhatsAppForm';

/** The "support channels" tab of the admin configuration: the support phone and WhatsApp. */
export default function SupportChannelsTab() {
  const { t } = useTranslation();
  const channels = useSupportChannels();
  if (channels.error) return <LoadError query={channels} />;
  if (!channels.data) return <Skeleton active />;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Card title={t('supportChannels.supportTitle')}>
        <SupportPhoneForm supportPhone={channels.data.supportPhone} />
      </Card>
      <Card title={t('supportChannels.whatsappTitle')}>
        <WhatsAppForm
          whatsappNumber={channels.data.whatsappNumber}
          whatsappMessage={channels.data.whatsappMessage}
        />
      </Card>
    </div>
  );
}
