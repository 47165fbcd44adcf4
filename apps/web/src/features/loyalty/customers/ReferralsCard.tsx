import type { ReferralRow } from '@premia/contract';
import { Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { FIRST_PAGE, pagingOf, serverPagination } from '../../../ui/serverPaging';
import { palette, tone } from '../../../ui/theme';

const stateColor = { pending: tone.waiting, rewarded: tone.done, refused: tone.danger } as const;

/**
 * «Invitaciones» (issue 34 §3): who brought whom, newest first — the customer who invited, the friend,
 * when the friend signed up, the state (waiting for the first purchase, rewarded, refused and why) and
 * the points each got. Cards on a phone, as every list.
 */
export function ReferralsCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(FIRST_PAGE);
  const list = useRouteQuery('/client/referrals/list', page);
  const person = (p: ReferralRow['referrer']) => `${p.name || '—'} (${p.clientCode})`;
  return (
    <Card title={t('referrals.title')} style={{ marginTop: 16 }}>
      <p style={{ color: palette.textSecondary, marginTop: 0 }}>{t('referrals.intro')}</p>
      <LoadError query={list} />
      {list.error ? null : (
        <ResponsiveTable<ReferralRow>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.referrals}
          pagination={serverPagination(page, list.data?.total, (total) =>
            t('referrals.total', { count: total, total: f.count(total) }),
          )}
          onChange={(pagination) => setPage(pagingOf(pagination))}
          locale={{
            emptyText: <span style={{ color: palette.textSecondary }}>{t('referrals.empty')}</span>,
          }}
          columns={[
            { key: 'referrer', title: t('referrals.referrer'), render: (_, r) => person(r.referrer) },
            { key: 'friend', title: t('referrals.friend'), render: (_, r) => person(r.friend) },
            { key: 'date', title: t('referrals.date'), render: (_, r) => f.date(r.createdAt) },
            {
              key: 'state',
              title: t('referrals.state'),
              render: (_, r) => (
                <span>
                  <Tag color={stateColor[r.state]}>{t(`referrals.states.${r.state}`)}</Tag>
                  {r.reason ? t(`referrals.reasons.${r.reason}`) : null}
                </span>
              ),
            },
            {
              key: 'points',
              title: t('referrals.points'),
              render: (_, r) =>
                r.state === 'rewarded'
                  ? t('referrals.pointsBoth', {
                      referrer: f.points(r.referrerPoints),
                      friend: f.points(r.friendPoints),
                    })
                  : '—',
            },
          ]}
        />
      )}
    </Card>
  );
}
