import { Button, List, Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { type AdminStore, useStoreActivity } from './api';

const PAGE_SIZE = 15;

/** The store's latest events (sign-ins, points, redemptions, payments, settings), who and when, paged. */
export function ActivityModal({ store, onClose }: { store: AdminStore | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (store) setPage(1);
  }, [store]);
  const activity = useStoreActivity(store ? { storeId: store.id, page, pageSize: PAGE_SIZE } : null);
  const events = store ? (activity.data?.events ?? []) : [];
  return (
    <Modal
      open={store !== null}
      title={t('adminStores.activity.title', { store: store?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      width={720}
    >
      <LoadError query={activity} />
      {activity.error ? null : (
        <List
          loading={activity.isFetching}
          dataSource={events}
          locale={{ emptyText: t('adminStores.activity.empty') }}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <span>
                    <Tag>{t(`adminStores.activity.kinds.${e.kind}`)}</Tag> {e.detail}
                  </span>
                }
                description={`${f.dateTime(e.at)} · ${e.who ?? t('adminStores.activity.nobody')}`}
              />
            </List.Item>
          )}
        />
      )}
      <div className="admin-stores__pager">
        <Button disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('adminStores.activity.newer')}
        </Button>
        <Button disabled={!activity.data?.hasMore} onClick={() => setPage((p) => p + 1)}>
          {t('adminStores.activity.older')}
        </Button>
      </div>
    </Modal>
  );
}
