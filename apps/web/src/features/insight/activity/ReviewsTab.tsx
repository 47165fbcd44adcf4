import type { Review } from '@premia/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Rate, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { useShell } from '../../../app/ShellContext';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { ExportButton } from './ExportButton';
import { csvName } from './logic';
import { ReplyModal } from './ReplyModal';
import { type ActivityFilter, allReviews, reviewsCsv } from './tabs-logic';

interface Props {
  filter: ActivityFilter;
  range: { startDate: string; endDate: string } | undefined;
  timeZone: string | undefined;
}

/** The reviews tab: the customers' reviews of the range, their average, the owner's public replies. */
export function ReviewsTab({ filter, range, timeZone }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { notification } = App.useApp();
  const { session } = useShell();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [stars, setStars] = useState<number | null>(null);
  const [replying, setReplying] = useState<Review | null>(null);
  const input = {
    ...(filter.startDate ? { startDate: filter.startDate, endDate: filter.endDate } : {}),
    ...(filter.customerId ? { customerId: filter.customerId } : {}),
    ...(stars ? { stars } : {}),
  };
  const list = useRouteQuery(
    '/client/activity/reviews',
    { ...input, ...page },
    { placeholderData: keepPreviousData },
  );
  const isOwner = session.storeUserType === 'owner';
  return (
    <>
      <div className="activity__tab-bar">
        <Select<number | null>
          value={stars}
          onChange={(next) => {
            setStars(next);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          aria-label={t('activity.stars')}
          options={[
            { value: null, label: t('activity.allStars') },
            ...[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('activity.starsLabel', { stars: n }) })),
          ]}
        />
        {list.data ? (
          <p className="activity__summary" data-testid="reviews-average">
            {t('activity.reviewsSummary', {
              average:
                list.data.average === null
                  ? '—'
                  : new Intl.NumberFormat(format.locale, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }).format(list.data.average),
              total: list.data.total,
            })}
          </p>
        ) : null}
        <ExportButton
          name={csvName('reviews', t, range)}
          csv={async (onPage) => reviewsCsv(await allReviews(input, onPage), t, timeZone)}
          disabled={!list.data || list.data.total === 0}
        />
      </div>
      <LoadError query={list} />
      {list.error ? null : (
        <ScrollRegion label={t('activity.reviews')}>
          <ResponsiveTable<Review>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.reviews}
            data-testid="reviews-table"
            pagination={{ current: page.page, pageSize: page.pageSize, total: list.data?.total ?? 0 }}
            onChange={(p) => setPage({ page: p.current ?? 1, pageSize: p.pageSize ?? 20 })}
            locale={{ emptyText: <span className="activity__empty">{t('activity.noReviews')}</span> }}
            columns={[
              {
                key: 'when',
                title: t('activity.colWhen'),
                render: (_, r) => format.dateTime(r.updatedAt),
              },
              {
                key: 'customer',
                title: t('activity.colCustomer'),
                render: (_, r) => `${r.customer.name} · ${r.customer.clientCode}`,
              },
              {
                key: 'stars',
                title: t('activity.colStars'),
                render: (_, r) => (
                  <Rate disabled value={r.stars} aria-label={t('activity.starsLabel', { stars: r.stars })} />
                ),
              },
              { key: 'text', title: t('activity.colText'), render: (_, r) => r.text },
              {
                key: 'response',
                title: t('activity.colResponse'),
                render: (_, r) => (
                  <div className="activity__response">
                    {r.response ? <span>{r.response}</span> : null}
                    {isOwner ? (
                      <Button
                        size="small"
                        onClick={() => setReplying(r)}
                        aria-label={t('activity.replyNamed', { customer: r.customer.name })}
                      >
                        {r.response ? t('activity.replyEdit') : t('activity.reply')}
                      </Button>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
        </ScrollRegion>
      )}
      <ReplyModal
        review={replying}
        onClose={() => setReplying(null)}
        onSaved={(message) => {
          setReplying(null);
          notification.success({ title: message });
        }}
      />
    </>
  );
}
