import type { BackOfficeAppInput as RouteInput } from '@premia/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { pickedDay } from '../../../forms/pickers';
import { useAddCouponBatch } from './api';
import { type BatchValues, CouponBatchFields, worthOf } from './CouponBatchFields';

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A new batch of codes made by the server (a batch is not edited: its codes may be printed already). */
export function CouponBatchModal({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const add = useAddCouponBatch();
  return (
    <FormModal<BatchValues, RouteInput<'/client/coupons/add'>, { m: string }>
      open={open}
      title={t('coupons.createTitle')}
      okText={t('coupons.create')}
      cancelText={t('coupons.cancel')}
      initialValues={{ worth: 'points', count: 100, expiresOn: dayjs().add(3, 'month') }}
      toInput={(values) => ({
        name: values.name.trim(),
        ...worthOf(values),
        expiresOn: pickedDay(values.expiresOn)!,
        limitPerCustomer: values.limitPerCustomer ?? null,
        count: values.count ?? 1,
      })}
      mutation={add}
      pendingText={t('coupons.creating')}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <CouponBatchFields withCount />
    </FormModal>
  );
}
