import type { NewsItem } from '@premia/contract';
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { type NewsScope, useDeleteNews, useNews } from './api';
import { NewsList } from './NewsList';
import { NewsModal, type NewsTarget } from './NewsModal';
import '../content/content.css';

/** The news screen of a store's owner, or of the admin (the platform's news): list, create, edit, delete. */
export function NewsScreen({ scope }: { scope: NewsScope }) {
  const { t } = useTranslation();
  const title = scope === 'admin' ? t('news.adminTitle') : t('news.title');
  usePageTitle(title);
  const { notification } = App.useApp();
  const news = useNews(scope);
  const remove = useDeleteNews(scope);
  const [target, setTarget] = useState<NewsTarget>(null);

  function removeNews(item: NewsItem) {
    remove.mutate(item, {
      onSuccess: () => notification.success({ title: t('news.deleted') }),
      onError: (error) => notification.error({ title: t('news.deleteFailed'), description: error.message }),
    });
  }

  const list = news.data?.news ?? [];
  return (
    <div>
      <div className="content-page__head">
        <h1 className="content-page__title">{title}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('news.add')}
        </Button>
      </div>
      <p className="content-page__help">{scope === 'admin' ? t('news.adminHelp') : t('news.help')}</p>
      {scope === 'admin' ? (
        <nav className="content-page__links" aria-label={t('offers.adminContent')}>
          <Link to="/dashboard/admin/offers">{t('offers.adminTitle')}</Link>
        </nav>
      ) : null}
      {news.error ? <Alert type="error" title={news.error.message} showIcon /> : null}
      {news.isPending ? <Skeleton active /> : null}
      {!news.isPending && !news.error && list.length === 0 ? (
        <Card>
          <Empty description={t('news.empty')} />
        </Card>
      ) : null}
      <NewsList news={list} onEdit={setTarget} onDelete={removeNews} />
      <NewsModal scope={scope} target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
