import type { Offer } from '@premia/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '../../../ui/ListScreen';
import '../content.css';
import { type OfferScope, useAdminOffers, useDeleteOffer, useStoreOffers } from './api';
import { OfferList } from './OfferList';
import { OfferModal, type OfferTarget } from './OfferModal';

/** The offers screen of a store's owner, or of the admin (the platform's offers): list, create, edit, delete. */
export function OffersScreen({ scope }: { scope: OfferScope }) {
  const { t } = useTranslation();
  const admin = scope === 'admin';
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
    <ListScreen
      title={admin ? t('offers.adminTitle') : t('offers.title')}
      help={admin ? t('offers.adminHelp') : t('offers.help')}
      addLabel={t('offers.add')}
      onAdd={() => setTarget('create')}
      list={offers}
      emptyText={t('offers.empty')}
      count={list.length}
      links={
        admin ? (
          <nav className="content-page__links" aria-label={t('offers.adminContent')}>
            <Link to="/dashboard/admin/news">{t('news.adminTitle')}</Link>
          </nav>
        ) : null
      }
    >
      <OfferList offers={list} currency={currency?.code} onEdit={setTarget} onDelete={removeOffer} />
      <OfferModal
        scope={scope}
        target={target}
        currency={currency?.name ?? ''}
        onClose={() => setTarget(null)}
      />
    </ListScreen>
  );
}
