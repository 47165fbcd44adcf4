import type { Review, BackOfficeAppInput as RouteInput, SurveyAnswer } from '@premia/contract';
import type { TFunction } from 'i18next';
import { callOrThrow } from '../../../api/call';
import { zoned } from '../../../format/days';
import { csvFile } from '../../../ui/csv';
import { allPages } from './logic';

/** The filters the surveys and reviews tabs share with the ledger tabs (reviews use range and customer). */
export type ActivityFilter = Omit<RouteInput<'/client/surveys'>, 'page' | 'pageSize'>;
export type ReviewsFilter = Omit<RouteInput<'/client/activity/reviews'>, 'page' | 'pageSize'>;

type OnPage = (loaded: number, total: number) => void;

/** Every survey answer of the filter, for the export. */
export function allSurveys(filter: ActivityFilter, onPage: OnPage): Promise<SurveyAnswer[]> {
  return allPages(async (page, pageSize) => {
    const answer = await callOrThrow('/client/surveys', { ...filter, page, pageSize });
    return { rows: answer.surveys, total: answer.total };
  }, onPage);
}

/** Every review of the filter, for the export. */
export function allReviews(filter: ReviewsFilter, onPage: OnPage): Promise<Review[]> {
  return allPages(async (page, pageSize) => {
    const answer = await callOrThrow('/client/activity/reviews', { ...filter, page, pageSize });
    return { rows: answer.reviews, total: answer.total };
  }, onPage);
}

const when = (iso: string, timeZone?: string) => ((z) => `${z.day} ${z.time}`)(zoned(iso, timeZone));

export function surveysCsv(rows: readonly SurveyAnswer[], t: TFunction, timeZone?: string): string {
  return csvFile(
    [
      t('activity.colWhen'),
      t('activity.colCode'),
      t('activity.colCustomer'),
      t('activity.colScore'),
      t('activity.colComment'),
      t('activity.colPurchase'),
      t('activity.colEmployee'),
      t('activity.colLocation'),
    ],
    rows.map((s) => [
      when(s.answeredAt, timeZone),
      s.customer.clientCode,
      s.customer.name,
      s.score,
      s.comment,
      when(s.purchasedAt, timeZone),
      s.employee?.name ?? null,
      s.location?.name ?? null,
    ]),
  );
}

export function reviewsCsv(rows: readonly Review[], t: TFunction, timeZone?: string): string {
  return csvFile(
    [
      t('activity.colWhen'),
      t('activity.colCode'),
      t('activity.colCustomer'),
      t('activity.colStars'),
      t('activity.colText'),
      t('activity.colResponse'),
    ],
    rows.map((r) => [
      when(r.updatedAt, timeZone),
      r.customer.clientCode,
      r.customer.name,
      r.stars,
      r.text,
      r.response,
    ]),
  );
}
