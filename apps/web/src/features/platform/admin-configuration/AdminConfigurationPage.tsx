import { Select, Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../ui/PageLoading';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useViewport } from '../../../ui/useViewport';
import { configurationTabs } from './configurationTabs';
import './adminConfiguration.css';

/**
 * /dashboard/admin/configuration (admin): one tab per group of platform settings (configurationTabs).
 * On a phone the tabs would not fit in a row: a list picks the section instead.
 */
export default function AdminConfigurationPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminConfiguration.title'));
  const mobile = useViewport() === 'mobile';
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = configurationTabs.find((tab) => tab.key === asked) ?? configurationTabs[0]!;
  const choose = (key: string) => setParams({ tab: key }, { replace: true });
  const content = (Screen: (typeof configurationTabs)[number]['screen']) => (
    <Suspense fallback={<PageLoading waitingFor="code" />}>
      <Screen />
    </Suspense>
  );
  return (
    <div className="admin-configuration">
      <h1 className="admin-configuration__title">{t('adminConfiguration.title')}</h1>
      {mobile ? (
        <>
          <label className="admin-configuration__section" htmlFor="admin-configuration-section">
            {t('adminConfiguration.section')}
          </label>
          <Select
            id="admin-configuration-section"
            className="admin-configuration__picker"
            value={active.key}
            onChange={choose}
            options={configurationTabs.map(({ key }) => ({
              value: key,
              label: t(`adminConfiguration.tabs.${key}`),
            }))}
          />
          {content(active.screen)}
        </>
      ) : (
        <Tabs
          activeKey={active.key}
          onChange={choose}
          items={configurationTabs.map(({ key, screen }) => ({
            key,
            label: t(`adminConfiguration.tabs.${key}`),
            children: content(screen),
          }))}
        />
      )}
    </div>
  );
}
