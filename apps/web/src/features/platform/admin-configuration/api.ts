import type { BackOfficeAppResponse as RouteResponse } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const adminConfigurationKeys = {
  general: () => queryKeys.route('/admin/get-configuration', {}),
  payment: () => queryKeys.route('/admin/configuration/payment/get', {}),
  subscription: () => queryKeys.route('/admin/configuration/get-subscription', {}),
  paypal: () => queryKeys.route('/admin/configuration/get-paypal', {}),
  paypalPlans: () => queryKeys.route('/admin/paypal/get-plans', {}),
};

export const useGeneralConfiguration = () => useRouteQuery('/admin/get-configuration', {});
export const usePaymentInstructions = () => useRouteQuery('/admin/configuration/payment/get', {});
export const useSubscriptionSettings = () => useRouteQuery('/admin/configuration/get-subscription', {});
export const usePaypalSettings = () => useRouteQuery('/admin/configuration/get-paypal', {});
/** PayPal's plans are read when the admin asks (a call to PayPal), never on their own. */
export const usePaypalPlans = (enabled: boolean) =>
  useRouteQuery('/admin/paypal/get-plans', {}, { enabled, retry: false });

/** A save's answer is the settings as saved: it replaces what the tab shows. */
function useSaveInto<P extends Parameters<typeof useRouteMutation>[0]>(path: P, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useRouteMutation(path, {
    onSuccess: (answer) => {
      const { s, m: _m, ...saved } = answer as RouteResponse<P> & { m: string };
      queryClient.setQueryData(key, { s, ...saved });
    },
  });
}

export const useSaveGeneral = () =>
  useSaveInto('/admin/configuration/save-subscription-freerewards', adminConfigurationKeys.general());
export const useSavePaymentInstructions = () =>
  useSaveInto('/admin/configuration/payment/save', adminConfigurationKeys.payment());
export const useSaveSubscription = () =>
  useSaveInto('/admin/configuration/save-subscription', adminConfigurationKeys.subscription());
export const useSavePaypal = () =>
  useSaveInto('/admin/configuration/save-paypal', adminConfigurationKeys.paypal());

export function useChoosePaypalPlan() {
  const queryClient = useQueryClient();
  return useRouteMutation('/admin/configuration/update-paypal-plans', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminConfigurationKeys.paypalPlans() });
      void queryClient.invalidateQueries({ queryKey: adminConfigurationKeys.subscription() });
    },
  });
}
