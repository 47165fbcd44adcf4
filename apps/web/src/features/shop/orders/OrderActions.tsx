import { canMoveOrder, type OrderDetail, type OrderState, orderRoutes, orderStates } from '@premia/contract';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../forms/formFields';
import { useUpdateOrder } from './api';

const fields = formFields(orderRoutes['/client/orders/update'].input);

/** The states an order may move to now, as buttons; cancelling asks for its reason. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const update = useUpdateOrder();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const next = orderStates.filter((s) => s !== 'cancelled' && canMoveOrder(order.state, s, order.mode));

  function move(state: OrderState, why?: string) {
    update.mutate(
      { orderId: order.id, state, ...(why ? { reason: why } : {}) },
      {
        onSuccess: (answer) => {
          notification.success({ title: answer.m });
          setCancelling(false);
          setReason('');
        },
      },
    );
  }

  if (order.state === 'cancelled') return null;
  return (
    <div>
      {update.error && !cancelling ? (
        <Alert type="error" title={update.error.message} showIcon style={{ marginBottom: 12 }} />
      ) : null}
      <Space wrap>
        {next.map((state) => (
          <Button key={state} type="primary" ghost loading={update.isPending} onClick={() => move(state)}>
            {t(`orders.moveTo_${state}`)}
          </Button>
        ))}
        <Button danger onClick={() => setCancelling(true)}>
          {t('orders.cancelOrder')}
        </Button>
      </Space>
      <Modal
        open={cancelling}
        title={t('orders.cancelTitle', { id: order.id })}
        okText={t('orders.cancelOrder')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: update.isPending }}
        cancelText={t('shop.cancel')}
        onOk={() => move('cancelled', reason.trim())}
        onCancel={() => setCancelling(false)}
      >
        {update.error ? (
          <Alert type="error" title={update.error.message} showIcon style={{ marginBottom: 12 }} />
        ) : null}
        <p className="shop__help">{t('orders.cancelHelp')}</p>
        <Input.TextArea
          value={reason}
          {...fields.reason.text}
          rows={3}
          aria-label={t('orders.cancelReason')}
          placeholder={t('orders.cancelReason')}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
