import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Banner } from '@premia/contract';
import { Alert, App, Button, Card, Empty, Popconfirm, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { useBanners, useDeleteBanner } from './api';
import { BannerModal, type BannerTarget } from './BannerModal';
import '../content/content.css';

const shown = (day: string | null) => (day ? dayjs(day).format('DD/MM/YYYY') : '…');

/** /dashboard/banners (owner, with the brand's banners flag): the carousel of the store's page. */
export default function BannersPage() {
  const { t } = useTranslation();
  usePageTitle(t('banners.title'));
  const { notification } = App.useApp();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const [target, setTarget] = useState<BannerTarget>(null);

  // spec §8: a failed delete of content shows no error.
  const removeBanner = (banner: Banner) =>
    remove.mutate(banner, { onSuccess: () => notification.success({ title: t('banners.deleted') }) });

  const list = banners.data?.banners ?? [];
  return (
    <div>
      <div className="content-page__head">
        <h1 className="content-page__title">{t('banners.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('banners.add')}
        </Button>
      </div>
      <p className="content-page__help">{t('banners.help')}</p>
      {banners.error ? <Alert type="error" title={banners.error.message} showIcon /> : null}
      {banners.isPending ? <Skeleton active /> : null}
      {!banners.isPending && !banners.error && list.length === 0 ? (
        <Card>
          <Empty description={t('banners.empty')} />
        </Card>
      ) : null}
      <ul className="content-list">
        {list.map((banner) => (
          <li key={banner.id}>
            <Card
              data-testid="banner-card"
              cover={
                <div className="content-list__cover">
                  <img src={banner.image} alt={banner.title ?? t('banners.imagePreview')} />
                </div>
              }
              actions={[
                <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => setTarget(banner)}>
                  {t('banners.edit')}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={t('banners.confirmDelete')}
                  okText={t('banners.delete')}
                  cancelText={t('banners.cancel')}
                  onConfirm={() => removeBanner(banner)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />}>
                    {t('banners.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <h2 className="content-list__name">
                {t('banners.numbered', { position: banner.position })}
                {banner.title ? ` · ${banner.title}` : ''}
              </h2>
              <div className="content-list__tags">
                <span className={`content-pill${banner.active ? ' content-pill--on' : ''}`}>
                  {banner.active ? t('banners.isActive') : t('banners.isInactive')}
                </span>
              </div>
              <div className="content-list__meta">
                {banner.startsOn || banner.endsOn ? (
                  <span>
                    {t('banners.days', { from: shown(banner.startsOn), until: shown(banner.endsOn) })}
                  </span>
                ) : null}
                {banner.link ? <span className="content-list__link">{banner.link}</span> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <BannerModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </div>
  );
}
