import { Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../app/pages/PageLoading';
import { usePageTitle } from '../../app/usePageTitle';
import { configurationTabs } from './configurationTabs';
import './adminConfiguration.css';

/** /dashboard/admin/configuration (admin): one tab per group of platform settings (configurationTabs). */
export default function AdminConfigurationPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminConfiguration.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = configurationTabs.some((tab) => tab.key === asked) ? asked! : configurationTabs[0]!.key;
  return (
    <div className="admin-configuration">
      <h1 className="admin-configuration__title">{t('adminConfiguration.title')}</h1>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={configurationTabs.map(({ key, screen: Screen }) => ({
          key,
          label: t(`adminConfiguration.tabs.${key}`),
          children: (
            <Suspense fallback={<PageLoading />}>
              <Screen />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}
