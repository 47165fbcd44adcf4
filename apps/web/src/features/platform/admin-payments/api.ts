import type {
  BackOfficeAppInput as RouteInput,
  BackOfficeAppResponse as RouteResponse,
} from '@premia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markStale } from '../../../api/cache';
import { callOrThrow } from '../../../api/call';
import type { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useOnceMutation, useRouteMutation } from '../../../api/useRouteMutation';
import { useRouteQuery } from '../../../api/useRouteQuery';

const adminPaymentKeys = {
  store: (storeId: number) => queryKeys.route('/admin/store/payments', { storeId }),
  plans: () => queryKeys.route('/admin/plan/all', {}),
};

type StorePayments = RouteResponse<'/admin/store/payments'>;
export type AdminPayment = StorePayments['payments'][number];
export type AdminPlan = RouteResponse<'/admin/plan/all'>['plans'][number];

export const useStorePayments = (storeId: number) => useRouteQuery('/admin/store/payments', { storeId });
export const useAdminPlans = () => useRouteQuery('/admin/plan/all', {});

/** What a payment changes elsewhere: the stores list (redemptions left) and the admin home. */
const followers = ['/admin/store/get-all', '/admin/home/figures', '/admin/store/get'] as const;

/** The answer's payment and allowance go into the store's list at once. */
function useIntoStorePayments(storeId: number) {
  const queryClient = useQueryClient();
  return (answer: { payment: AdminPayment; allowance: StorePayments['allowance'] }) => {
    queryClient.setQueryData<StorePayments>(adminPaymentKeys.store(storeId), (old) => {
      if (!old) return old;
      const known = old.payments.some((p) => p.id === answer.payment.id);
      const payments = known
        ? old.payments.map((p) => (p.id === answer.payment.id ? answer.payment : p))
        : [answer.payment, ...old.payments];
      return { ...old, payments, allowance: answer.allowance };
    });
    markStale(queryClient, followers);
  };
}

export function useConfirmStorePayment(storeId: number) {
  const into = useIntoStorePayments(storeId);
  return useRouteMutation('/admin/store/payment/confirm', { onSuccess: into });
}

export function useAddStorePayment(storeId: number) {
  const into = useIntoStorePayments(storeId);
  return useOnceMutation('/admin/store/payment/add', { onSuccess: into });
}

export function useDeleteStorePayment(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/store/payment/delete'>, ApiError, AdminPayment>({
    mutationFn: (payment) => callOrThrow('/admin/store/payment/delete', { paymentId: payment.id }),
    onSuccess: (_answer, payment) => {
      queryClient.setQueryData<StorePayments>(adminPaymentKeys.store(storeId), (old) =>
        old ? { ...old, payments: old.payments.filter((p) => p.id !== payment.id) } : old,
      );
      markStale(queryClient, followers);
    },
  });
}

export type PlanInput = RouteInput<'/admin/plan/add'> & { planId?: number };

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/plan/add'>, ApiError, PlanInput>({
    mutationFn: ({ planId, ...fields }) =>
      planId
        ? callOrThrow('/admin/plan/update', { ...fields, planId })
        : callOrThrow('/admin/plan/add', fields),
    onSuccess: ({ plan }) => {
      queryClient.setQueryData<RouteResponse<'/admin/plan/all'>>(adminPaymentKeys.plans(), (old) => {
        if (!old) return old;
        const known = old.plans.some((p) => p.id === plan.id);
        return {
          ...old,
          plans: known ? old.plans.map((p) => (p.id === plan.id ? plan : p)) : [...old.plans, plan],
        };
      });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation<RouteResponse<'/admin/plan/delete'>, ApiError, AdminPlan>({
    mutationFn: (plan) => callOrThrow('/admin/plan/delete', { planId: plan.id }),
    onSuccess: (answer, plan) => {
      queryClient.setQueryData<RouteResponse<'/admin/plan/all'>>(adminPaymentKeys.plans(), (old) =>
        old
          ? {
              ...old,
              plans: answer.deactivated
                ? old.plans.map((p) => (p.id === plan.id ? { ...p, active: false } : p))
                : old.plans.filter((p) => p.id !== plan.id),
            }
          : old,
      );
    },
  });
}
