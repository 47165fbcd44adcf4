import type { SurveyAnswer } from '@premia/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { tone } from '../../../ui/theme';
import { ExportButton } from './ExportButton';
import { csvName } from './logic';
import { type ActivityFilter, allSurveys, surveysCsv } from './tabs-logic';

interface Props {
  filter: ActivityFilter;
  range: { startDate: string; endDate: string } | undefined;
  timeZone: string | undefined;
}

/** 0–6 detractor, 7–8 passive, 9–10 promoter (NPS): dark enough for white text (WCAG AA). */
function scoreColor(score: number): string {
  return score >= 9 ? tone.good : score >= 7 ? tone.fair : tone.danger;
}

/** The surveys tab: answers of the filter, paged on the server, with the filter's NPS and the CSV export. */
export function SurveysTab({ filter, range, timeZone }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const list = useRouteQuery(
    '/client/surveys',
    { ...filter, ...page },
    { placeholderData: keepPreviousData },
  );
  const nps = list.data?.nps;
  return (
    <>
      <div className="activity__tab-bar">
        {nps ? (
          <p className="activity__summary" data-testid="surveys-nps">
            {t('activity.npsSummary', {
              score: nps.score === null ? '—' : nps.score > 0 ? `+${nps.score}` : nps.score,
              answers: nps.answers,
              promoters: nps.promoters,
              passives: nps.passives,
              detractors: nps.detractors,
            })}
          </p>
        ) : null}
        <ExportButton
          name={csvName('surveys', t, range)}
          csv={async (onPage) => surveysCsv(await allSurveys(filter, onPage), t, timeZone)}
          disabled={!list.data || list.data.total === 0}
        />
      </div>
      <LoadError query={list} />
      {list.error ? null : (
        <ScrollRegion label={t('activity.surveys')}>
          <ResponsiveTable<SurveyAnswer>
            rowKey="id"
            size="middle"
            loading={list.isFetching}
            dataSource={list.data?.surveys}
            data-testid="surveys-table"
            pagination={{
              current: page.page,
              pageSize: page.pageSize,
              total: list.data?.total ?? 0,
              showTotal: (total) => t('activity.answersTotal', { total }),
            }}
            onChange={(p) => setPage({ page: p.current ?? 1, pageSize: p.pageSize ?? 20 })}
            locale={{ emptyText: <span className="activity__empty">{t('activity.noSurveys')}</span> }}
            columns={[
              {
                key: 'when',
                title: t('activity.colWhen'),
                render: (_, s) => format.dateTime(s.answeredAt),
              },
              {
                key: 'customer',
                title: t('activity.colCustomer'),
                render: (_, s) => `${s.customer.name} · ${s.customer.clientCode}`,
              },
              {
                key: 'score',
                title: t('activity.colScore'),
                render: (_, s) => <Tag color={scoreColor(s.score)}>{s.score}</Tag>,
              },
              { key: 'comment', title: t('activity.colComment'), render: (_, s) => s.comment ?? '' },
              { key: 'location', title: t('activity.colLocation'), render: (_, s) => s.location?.name ?? '' },
              { key: 'employee', title: t('activity.colEmployee'), render: (_, s) => s.employee?.name ?? '' },
            ]}
          />
        </ScrollRegion>
      )}
    </>
  );
}
