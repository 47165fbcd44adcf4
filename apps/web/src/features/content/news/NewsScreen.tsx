import type { NewsItem } from '@premia/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '../../../ui/ListScreen';
import '../content.css';
import { type NewsScope, useDeleteNews, useNews } from './api';
import { NewsList } from './NewsList';
import { NewsModal, type NewsTarget } from './NewsModal';

/** The news screen of a store's owner, or of the admin (the platform's news): list, create, edit, delete. */
export function NewsScreen({ scope }: { scope: NewsScope }) {
  const { t } = useTranslation();
  const admin = scope === 'admin';
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
    <ListScreen
      title={admin ? t('news.adminTitle') : t('news.title')}
      help={admin ? t('news.adminHelp') : t('news.help')}
      addLabel={t('news.add')}
      onAdd={() => setTarget('create')}
      list={news}
      emptyText={t('news.empty')}
      count={list.length}
      links={
        admin ? (
          <nav className="content-page__links" aria-label={t('offers.adminContent')}>
            <Link to="/dashboard/admin/offers">{t('offers.adminTitle')}</Link>
          </nav>
        ) : null
      }
    >
      <NewsList news={list} onEdit={setTarget} onDelete={removeNews} />
      <NewsModal scope={scope} target={target} onClose={() => setTarget(null)} />
    </ListScreen>
  );
}
