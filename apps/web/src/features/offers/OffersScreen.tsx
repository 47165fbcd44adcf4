import type { Offer } from '@premia/contract';
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { type OfferScope, useAdminOffers, useDeleteOffer, useStoreOffers } from './api';
import { OfferList } from './OfferList';
import { OfferModal, type OfferTarget } from './OfferModal';
import '../content/content.css';

/** The offers screen of a store's owner, or of the admin (the platform's offers): list, create, edit, delete. */
export function OffersScreen({ scope }: { scope: OfferScope }) {
  const { t } = useTranslation();
  const admin = scope === 'admin';
  const title = admin ? t('offers.adminTitle') : t('offers.title');
  usePageTitle(title);
  const { notification } = App.useApp();
  const storeOffers = useStoreOffers(!admin);
  const adminOffers = useAdminOffers(admin);
  const offers = admin ? adminOffers : storeOffers;
  const remove = useDeleteOffer(scope);
  const [target, setTarget] = useState<OfferTarget>(null);
  const currency = admin ? undefined : storeOffers.data?.currency;

  // spec §8: a failed delete of an offer shows no error.
  const removeOffer = (offer: Offer) =>
    remove.mutate(offer, { onSuccess: () => notification.success({ title: t('offers.deleted') }) });

  const list = offers.data?.offers ?? [];
  return (
    <div>
      <div className="content-page__head">
        <h1 className="content-page__title">{title}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('offers.add')}
        </Button>
      </div>
      <p className="content-page__help">{admin ? t('offers.adminHelp') : t('offers.help')}</p>
      {admin ? (
        <nav className="content-page__links" aria-label={t('offers.adminContent')}>
          <Link to="/dashboard/admin/news">{t('news.adminTitle')}</Link>
        </nav>
      ) : null}
      {offers.error ? <Alert type="error" title={offers.error.message} showIcon /> : null}
      {offers.isPending ? <Skeleton active /> : null}
      {!offers.isPending && !offers.error && list.length === 0 ? (
        <Card>
          <Empty description={t('offers.empty')} />
        </Card>
      ) : null}
      <OfferList offers={list} currency={currency?.code} onEdit={setTarget} onDelete={removeOffer} />
      <OfferModal
        scope={scope}
        target={target}
        currency={currency?.name ?? ''}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
