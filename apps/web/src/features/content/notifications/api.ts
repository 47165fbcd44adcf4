import type {
  NotificationSettings,
  PlatformNotification,
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteQuery } from '../../../api/useRouteQuery';

/** Whose notifications a screen shows: the owner's store, or the platform (the admin). */
export type Scope = 'store' | 'platform';

const paths = {
  store: {
    list: '/client/notification/get-all',
    add: '/client/notification/add',
    update: '/client/notification/update',
    remove: '/client/notification/delete',
    reach: '/client/notification/reach',
    settings: '/client/notification/settings/get',
    saveSettings: '/client/notification/settings/save',
  },
  platform: {
    list: '/admin/notification/get-all',
    add: '/admin/notification/add',
    update: '/admin/notification/update',
    remove: '/admin/notification/delete',
    reach: '/admin/notification/reach',
    settings: '/admin/notification/settings/get',
    saveSettings: '/admin/notification/settings/save',
  },
} as const;

/** A notification as both screens show it (a store's has no audience: nulls). */
export type AnyNotification = PlatformNotification;

const notificationKeys = {
  list: (scope: Scope) => queryKeys.route(paths[scope].list, {}),
  settings: (scope: Scope) => queryKeys.route(paths[scope].settings, {}),
};

type ListAnswer = { s: 'ok'; notifications: AnyNotification[] };

export function useNotifications(scope: Scope) {
  return useRouteQuery(paths[scope].list, {}, { staleTime: 15_000 }) as ReturnType<
    typeof useRouteQuery<'/admin/notification/get-all'>
  >;
}

/** The fields of the form; an existing notification carries its id. */
export type NotificationInput = RouteInput<'/admin/notification/add'> & {
  notificationId?: number;
  segmentId?: number | null;
};
type SaveAnswer = { m: string; notification: AnyNotification };

function toPlatform(n: AnyNotification | RouteResponse<'/client/notification/add'>['notification']) {
  return { countryId: null, cityId: null, storeTypeId: null, ...n } as AnyNotification;
}

export function useSaveNotification(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation<SaveAnswer, ApiError, NotificationInput>({
    mutationFn: async ({ notificationId, countryId, cityId, storeTypeId, segmentId, ...fields }) => {
      const audience =
        scope === 'platform' ? { countryId, cityId, storeTypeId } : { segmentId: segmentId ?? null };
      const answer = notificationId
        ? await callOrThrow(paths[scope].update, { ...fields, ...audience, notificationId })
        : await callOrThrow(paths[scope].add, { ...fields, ...audience });
      return { m: answer.m, notification: toPlatform(answer.notification) };
    },
    onSuccess: ({ notification }) => {
      queryClient.setQueryData<ListAnswer>(notificationKeys.list(scope), (answer) => {
        if (!answer) return answer;
        const others = answer.notifications.filter((n) => n.id !== notification.id);
        return { ...answer, notifications: [notification, ...others] };
      });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list(scope) });
    },
  });
}

export function useDeleteNotification(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation<{ m: string }, ApiError, AnyNotification>({
    mutationFn: (n) => callOrThrow(paths[scope].remove, { notificationId: n.id }),
    onSuccess: (_answer, removed) => {
      queryClient.setQueryData<ListAnswer>(notificationKeys.list(scope), (answer) =>
        answer
          ? { ...answer, notifications: answer.notifications.filter((n) => n.id !== removed.id) }
          : answer,
      );
    },
  });
}

export interface ReachInput {
  date: string;
  time: string;
  countryId?: number | null;
  cityId?: number | null;
  storeTypeId?: number | null;
  segmentId?: number | null;
}

/** Who a notification at that date and time would reach (after consent, quiet hours and the cap). */
export function useReach(scope: Scope, input: ReachInput | null) {
  const { countryId, cityId, storeTypeId, segmentId, ...when } = input ?? { date: '', time: '' };
  const body =
    scope === 'platform'
      ? { ...when, countryId, cityId, storeTypeId }
      : { ...when, segmentId: segmentId ?? null };
  return useRouteQuery(paths[scope].reach, body as RouteInput<'/admin/notification/reach'>, {
    enabled: input !== null,
    staleTime: 10_000,
  });
}

export function useNotificationSettings(scope: Scope, enabled: boolean) {
  return useRouteQuery(paths[scope].settings, {}, { enabled, staleTime: 60_000 });
}

export function useSaveNotificationSettings(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation<{ m: string; settings: NotificationSettings }, ApiError, NotificationSettings>({
    mutationFn: (settings) => callOrThrow(paths[scope].saveSettings, settings),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(notificationKeys.settings(scope), { s: 'ok', settings });
      // The reach of a notification depends on the quiet hours and the cap.
      void queryClient.invalidateQueries({ queryKey: [paths[scope].reach] });
    },
  });
}

/** "Enviar prueba": a store's notification to one customer; the platform's by mail to an address. */
export function useSendTest(scope: Scope) {
  return useMutation<
    { m: string },
    ApiError,
    { notificationId: number; customerId?: number; email?: string }
  >({
    mutationFn: ({ notificationId, customerId, email }) =>
      scope === 'store'
        ? callOrThrow('/client/notification/send-one', { notificationId, customerId: customerId! })
        : callOrThrow('/admin/notification/send-one', { notificationId, email: email! }),
  });
}

/** A marketing mail's link: withdraws the customer's consent on every channel, without signing in. */
export function useConfirmMail() {
  return useMutation<RouteResponse<'/general/marketing/confirm-mail'>, ApiError, { token: string }>({
    mutationFn: (input) => callOrThrow('/general/marketing/confirm-mail', input),
  });
}

export function useWithdrawConsent() {
  return useMutation<RouteResponse<'/general/marketing/withdraw'>, ApiError, { token: string }>({
    mutationFn: (input) => callOrThrow('/general/marketing/withdraw', input),
  });
}
