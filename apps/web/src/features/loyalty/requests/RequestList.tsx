import type { StoreRewardRequest } from '@premia/contract';
import { App, Button, Empty, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/ShellContext';
import { useFormat } from '../../../format/useFormat';
import { useConfirmRequest } from './api';
import { RejectRequestModal } from './RejectRequestModal';
import './requests.css';

interface Props {
  requests: readonly StoreRewardRequest[];
  /** The counter shows one customer's: their name is already on screen. */
  showCustomer?: boolean;
}

/** Pending reward requests, each with its customer's balance now, to confirm or reject. */
export function RequestList({ requests, showCustomer = true }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { notification } = App.useApp();
  const { session } = useShell();
  const confirm = useConfirmRequest();
  const [rejecting, setRejecting] = useState<StoreRewardRequest | null>(null);
  // Deciding needs the redeem permission (the server checks it too); anyone else sees the list.
  const canDecide = session.permRedeem;

  function confirmOne(request: StoreRewardRequest) {
    confirm.mutate(
      { requestId: request.id },
      {
        onSuccess: (answer) => notification.success({ title: answer.m }),
        onError: (error) =>
          notification.error({ title: t('requests.confirmFailed'), description: error.message }),
      },
    );
  }

  if (requests.length === 0) return <Empty description={t('requests.empty')} />;
  return (
    <>
      <ul className="requests" data-testid="request-list">
        {requests.map((request) => {
          const short = request.customer.balance < request.reward.pointsCost;
          return (
            <li key={request.id} className="requests__item">
              <div className="requests__text">
                <span className="requests__reward">{request.reward.name}</span>
                {showCustomer ? (
                  <span className="requests__customer">
                    {request.customer.name} · {request.customer.clientCode}
                  </span>
                ) : null}
                <span className="requests__meta">
                  {t('requests.meta', {
                    points: format.count(request.reward.pointsCost),
                    balance: format.count(request.customer.balance),
                    when: format.dateTime(request.createdAt),
                  })}
                </span>
                {short ? (
                  <span className="requests__short">
                    {t('requests.short', { points: request.reward.pointsCost - request.customer.balance })}
                  </span>
                ) : null}
              </div>
              {canDecide ? (
                <div className="requests__actions">
                  <Popconfirm
                    title={t('requests.confirmQuestion', {
                      reward: request.reward.name,
                      customer: request.customer.name,
                    })}
                    okText={t('requests.confirm')}
                    cancelText={t('requests.cancel')}
                    onConfirm={() => confirmOne(request)}
                  >
                    <Button
                      type="primary"
                      disabled={confirm.isPending}
                      aria-label={t('requests.confirmNamed', {
                        reward: request.reward.name,
                        customer: request.customer.name,
                      })}
                    >
                      {t('requests.confirm')}
                    </Button>
                  </Popconfirm>
                  <Button
                    danger
                    onClick={() => setRejecting(request)}
                    aria-label={t('requests.rejectNamed', {
                      reward: request.reward.name,
                      customer: request.customer.name,
                    })}
                  >
                    {t('requests.reject')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <RejectRequestModal
        request={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(message) => {
          setRejecting(null);
          notification.success({ title: message });
        }}
      />
    </>
  );
}
