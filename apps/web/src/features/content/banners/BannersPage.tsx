import type { Banner } from '@premia/contract';
import { App } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../ui/ListScreen';
import { ActivePill, ContentCard } from '../content';
import '../content.css';
import { useBanners, useDeleteBanner } from './api';
import { BannerModal, type BannerTarget } from './BannerModal';

const shown = (day: string | null) => (day ? dayjs(day).format('DD/MM/YYYY') : '…');

/** /dashboard/banners (owner, with the brand's banners flag): the carousel of the store's page. */
export default function BannersPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const [target, setTarget] = useState<BannerTarget>(null);

  // spec §8: a failed delete of content shows no error.
  const removeBanner = (banner: Banner) =>
    remove.mutate(banner, { onSuccess: () => notification.success({ title: t('banners.deleted') }) });

  const list = banners.data?.banners ?? [];
  return (
    <ListScreen
      title={t('banners.title')}
      help={t('banners.help')}
      addLabel={t('banners.add')}
      onAdd={() => setTarget('create')}
      list={banners}
      emptyText={t('banners.empty')}
      count={list.length}
    >
      <ul className="content-list">
        {list.map((banner) => {
          const name = [t('banners.numbered', { position: banner.position }), banner.title]
            .filter(Boolean)
            .join(' · ');
          return (
            <ContentCard
              key={banner.id}
              section="banners"
              testId="banner-card"
              cover={<img src={banner.image} alt={banner.title ?? t('banners.imagePreview')} />}
              name={name}
              onEdit={() => setTarget(banner)}
              onDelete={() => removeBanner(banner)}
            >
              <h2 className="content-list__name">{name}</h2>
              <div className="content-list__tags">
                <ActivePill section="banners" active={banner.active} />
              </div>
              <div className="content-list__meta">
                {banner.startsOn || banner.endsOn ? (
                  <span>
                    {t('banners.days', { from: shown(banner.startsOn), until: shown(banner.endsOn) })}
                  </span>
                ) : null}
                {banner.link ? <span className="content-list__link">{banner.link}</span> : null}
              </div>
            </ContentCard>
          );
        })}
      </ul>
      <BannerModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </ListScreen>
  );
}
