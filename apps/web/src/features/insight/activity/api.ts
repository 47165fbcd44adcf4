import { keepPreviousData } from '@tanstack/react-query';
import { useRouteQuery } from '../../../api/useRouteQuery';
import { type ActivityFilter, type ActivityKind, activityPath } from './logic';

/** A page of purchases or redemptions for a filter, with the filter's totals. */
export function useActivity(
  kind: ActivityKind,
  input: ActivityFilter & { page: number; pageSize: number },
  enabled = true,
) {
  return useRouteQuery(activityPath[kind], input, { placeholderData: keepPreviousData, enabled });
}

/** The locations and employees the filters offer. */
export function useActivityLists() {
  return useRouteQuery('/client/activity/locations', {}, { staleTime: 300_000 });
}

/** The store's default range (the last 30 days of its time zone), to show in the picker. */
export function useDefaultRange() {
  return useRouteQuery('/stats/points', {}, { staleTime: 300_000 });
}
