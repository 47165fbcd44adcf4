import { useEffect, useState } from 'react';
import { useWalletQuery } from '../../api/queries';
import { BalanceHead } from '../../app/BalanceHead';
import { FormError } from '../../app/FormError';
import { useTranslation } from '../../i18n/useTranslation';
import { RequestList } from './RequestList';
import { RewardItem } from './RewardItem';

/**
 * The store's rewards for the signed-in customer: what each still needs ("te faltan N puntos"), its
 * QR to show at the counter (where the store redeems by QR), asking for one (where the store takes
 * requests) and my requests with their state.
 */
export default function RewardsPage() {
  const { t } = useTranslation();
  // While a request waits for the store, its answer (confirmed, or rejected with the reason) is fetched
  // as it comes: the page must not keep saying «Pendiente» after the store has answered.
  const [waiting, setWaiting] = useState(false);
  const watch = waiting ? { refetchInterval: 15_000 } : {};
  const catalogue = useWalletQuery('/wallet/rewards', {}, watch);
  const data = catalogue.data;
  const requests = useWalletQuery('/wallet/reward-requests', {}, watch);
  // My requests come first once there are any (their state is what a customer comes back for); those
  // made before the store stopped taking requests still show.
  const mine = requests.data?.requests ?? [];
  const anyPending = mine.some((r) => r.state === 'pending');
  useEffect(() => setWaiting(anyPending), [anyPending]);

  return (
    <div className="page">
      <BalanceHead title={t('rewards.title')} balance={data?.balance} testId="rewards-balance" />
      <FormError error={requests.error} />
      {mine.length > 0 ? (
        <section className="panel" aria-labelledby="my-requests">
          <h2 id="my-requests">{t('rewards.requestsTitle')}</h2>
          <RequestList requests={mine} />
        </section>
      ) : null}
      <FormError error={catalogue.error} />
      {!data && !catalogue.error ? (
        <div className="loading" role="status" aria-label={t('app.loading')} />
      ) : null}
      {data && data.rewards.length === 0 ? <p className="panel muted">{t('rewards.empty')}</p> : null}
      {data && data.rewards.length > 0 ? (
        <ul className="cards" aria-label={t('rewards.listLabel')}>
          {data.rewards.map((reward) => (
            <RewardItem
              key={reward.id}
              reward={reward}
              balance={data.balance}
              requests={{ on: data.requestReward, info: data.rewardRequestInfo }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
