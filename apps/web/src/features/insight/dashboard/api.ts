import { keepPreviousData } from '@tanstack/react-query';
import { useRouteQuery } from '../../../api/useRouteQuery';

/** The daily series of a range; no range: the API's default, the last 30 days of the store's time zone. */
export function usePointsSeries(range: { startDate: string; endDate: string } | null) {
  return useRouteQuery('/stats/points', range ?? {}, { placeholderData: keepPreviousData });
}

/** The dashboard's figures: customers, outstanding points, redemptions and the allowance. */
export function useStoreFigures() {
  return useRouteQuery('/client/store/more-info', {});
}

/** The NPS of the survey answers of a range (no range: the last 30 days), from the same figures route. */
export function useRangeNps(range: { startDate: string; endDate: string } | null) {
  return useRouteQuery('/client/store/more-info', range ?? {}, { placeholderData: keepPreviousData });
}

export function useLastGiven(limit = 10) {
  return useRouteQuery('/client/last-given-points', { limit });
}
