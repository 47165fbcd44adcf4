import type { RewardRequest } from '@premia/contract';
import { useQueryClient, useWalletMutation } from '../../api/queries';
import { FormError } from '../../app/FormError';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { writeRequest } from './rewards-cache';

/** My reward requests, newest first: their state, the store's reason for a rejection, cancelling a pending one. */
export function RequestList({ requests }: { requests: RewardRequest[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list" aria-label={t('rewards.requestsTitle')}>
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

function RequestItem({ request }: { request: RewardRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const cancel = useWalletMutation('/wallet/reward-request/cancel', {
    onSuccess: (answer) => writeRequest(queryClient, answer.request),
  });
  return (
    <li className="list__item list__item--stack" data-testid="reward-request">
      <div className="request__head">
        <strong dir="auto">{request.reward.name}</strong>
        <span className={`state state--${request.state}`}>{t(`rewards.states.${request.state}`)}</span>
      </div>
      <span className="muted">
        {t('rewards.askedOn', { date: format.dateTime(request.createdAt) })} ·{' '}
        {t('store.points', { count: request.points })}
      </span>
      {request.state === 'rejected' && request.reason ? (
        <span>{t('rewards.reason', { reason: request.reason })}</span>
      ) : null}
      {request.state === 'confirmed' && request.decidedAt ? (
        <span className="muted">
          {t('rewards.confirmedOn', { date: format.dateTime(request.decidedAt) })}
        </span>
      ) : null}
      {request.state === 'pending' ? (
        <>
          <FormError error={cancel.error} />
          <button
            type="button"
            className="button button--small"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ requestId: request.id })}
          >
            {t('rewards.cancel')}
          </button>
        </>
      ) : null}
    </li>
  );
}
