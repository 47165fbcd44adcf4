import { useWalletQuery } from '../../api/queries';
import { BalanceHead } from '../../app/BalanceHead';
import { ReadProblem } from '../../app/ReadProblem';
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
  // Live: the balance a purchase at the counter just changed, and the store's answer to a request
  // (confirmed, or rejected with the reason), show while the page is open: never a stale «Pendiente».
  // Kept on the phone: offline, the rewards and their kept QRs still show.
  const catalogue = useWalletQuery('/wallet/rewards', {}, { live: true, remember: true });
  const data = catalogue.data;
  const requests = useWalletQuery('/wallet/reward-requests', {}, { live: true, remember: true });
  // My requests come first once there are any (their state is what a customer comes back for); those
  // made before the store stopped taking requests still show.
  const mine = requests.data?.requests ?? [];

  return (
    <div className="page">
      <BalanceHead title={t('rewards.title')} balance={data?.balance} testId="rewards-balance" />
      <ReadProblem reads={[catalogue, requests]} />
      {mine.length > 0 ? (
        <section className="panel" aria-labelledby="my-requests">
          <h2 id="my-requests">{t('rewards.requestsTitle')}</h2>
          <RequestList requests={mine} />
        </section>
      ) : null}
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
