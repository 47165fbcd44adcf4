import { InboxOutlined, QrcodeOutlined, UserAddOutlined } from '@ant-design/icons';
import { type Customer, parseClientCode, parseRewardQr, type Reward } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, type InputRef, Skeleton } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../app/LoadError';
import { useShell } from '../../app/ShellContext';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreInfo } from '../configuration/api';
import { findCustomers, showCustomer, useCustomer } from '../customers/api';
import { CustomerModal } from '../customers/CustomerModal';
import { usePendingCount } from '../requests/api';
import { useRewards } from '../rewards/api';
import { CounterRequests } from './CounterRequests';
import { CustomerCard } from './CustomerCard';
import { CustomerSearch } from './CustomerSearch';
import { DiscountPointsForm } from './DiscountPointsForm';
import { GivePointsForm } from './GivePointsForm';
import { customerWithCode } from './logic';
import { Movements } from './Movements';
import { canScan, QrScanner } from './QrScanner';
import { RedeemList } from './RedeemList';
import { RewardQrRedeem } from './RewardQrRedeem';
import './LoyaltyPage.css';

/** /dashboard/loyalty (everyone): the counter. Find a customer, give points, redeem a reward. */
export default function LoyaltyPage() {
  const { t } = useTranslation();
  usePageTitle(t('loyalty.title'));
  const { notification } = App.useApp();
  const { session } = useShell();
  const queryClient = useQueryClient();
  const store = useStoreInfo();
  const searchRef = useRef<InputRef>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [creating, setCreating] = useState(false);
  const [rewardTarget, setRewardTarget] = useState<{ customer: Customer; reward: Reward } | null>(null);
  const pending = usePendingCount();
  // The customer at the counter, balance included, is the cached answer of /client/customer/info:
  // picking writes it, points changes write their balance into it.
  const customer = useCustomer(customerId).data?.customer ?? null;

  // The stored session's permissions (an owner holds all of them); the server enforces them anyway.
  const canGive = session.permGivePoints;
  const canRedeem = session.permRedeem;
  const canCreate = session.permCreateCustomer;
  // The owner always; an employee who gives points, where the store lets them take points off too.
  const canDiscount =
    session.storeUserType === 'owner' || (canGive && !!store.data?.store.discountGivenPoints);
  const rewards = useRewards(true, canRedeem);

  const pick = useCallback(
    (next: Customer) => {
      showCustomer(queryClient, next);
      setCustomerId(next.id);
    },
    [queryClient],
  );

  const onCode = useCallback(
    async (scanned: string) => {
      setScanning(false);
      // A reward QR names the customer and the reward they want (docs/ARCHITECTURE.md, "Reward QR").
      const rewardQr = parseRewardQr(scanned);
      if (rewardQr && !store.data?.store.qrReward) {
        notification.warning({ title: t('loyalty.rewardQrOff') });
        return;
      }
      const code = rewardQr?.clientCode ?? scanned;
      try {
        // Only the customer with exactly this code: a loose search match could be someone else.
        const exact =
          parseClientCode(code) === null
            ? null
            : customerWithCode(await findCustomers(queryClient, code), code);
        if (!exact) {
          notification.warning({ title: t('loyalty.codeNotFound', { code }) });
          return;
        }
        pick(exact);
        if (!rewardQr || !canRedeem) return;
        const reward = rewards.data?.rewards.find((r) => r.id === rewardQr.rewardId);
        if (reward) setRewardTarget({ customer: exact, reward });
        else notification.warning({ title: t('loyalty.rewardQrUnknown') });
      } catch (error) {
        notification.error({ title: t('loyalty.searchFailed'), description: (error as Error).message });
      }
    },
    [notification, t, pick, queryClient, store.data, canRedeem, rewards.data],
  );

  return (
    <div className="counter">
      <div className="counter__head">
        <h1 className="counter__title">{t('loyalty.title')}</h1>
        <div className="counter__actions">
          <Link to="/dashboard/requests">
            <Badge count={pending} size="small">
              <Button icon={<InboxOutlined />}>{t('loyalty.requests')}</Button>
            </Badge>
          </Link>
          {canScan() ? (
            <Button icon={<QrcodeOutlined />} onClick={() => setScanning(true)}>
              {t('loyalty.scan')}
            </Button>
          ) : null}
          {canCreate ? (
            <Button icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
              {t('loyalty.newCustomer')}
            </Button>
          ) : null}
        </div>
      </div>
      <Card className="counter__search">
        <CustomerSearch inputRef={searchRef} onPick={pick} />
      </Card>
      <LoadError query={store} />
      {customer ? (
        <div className="counter__grid">
          <div className="counter__col">
            <CustomerCard
              className="counter__card"
              customer={customer}
              onClose={() => {
                setCustomerId(null);
                searchRef.current?.focus();
              }}
            />
            <div className="counter__moves">
              <Movements customerId={customer.id} />
            </div>
          </div>
          <div className="counter__col">
            {canGive ? (
              store.data ? (
                <GivePointsForm
                  className="counter__give"
                  key={customer.id}
                  customer={customer}
                  store={store.data.store}
                />
              ) : (
                <Card>
                  <Skeleton active />
                </Card>
              )
            ) : null}
            <CounterRequests customer={customer} />
            {canRedeem ? <RedeemList className="counter__redeem" customer={customer} /> : null}
            {canDiscount ? <DiscountPointsForm key={customer.id} customer={customer} /> : null}
          </div>
        </div>
      ) : (
        <p className="counter__hint">{t('loyalty.hint')}</p>
      )}
      <QrScanner open={scanning} onClose={() => setScanning(false)} onCode={onCode} />
      <RewardQrRedeem target={rewardTarget} onClose={() => setRewardTarget(null)} />
      <CustomerModal
        target={creating ? 'create' : null}
        defaultPhoneCode={store.data?.store.phoneCode}
        onClose={() => setCreating(false)}
        onSaved={(created, message) => {
          setCreating(false);
          notification.success({ title: message });
          pick(created);
        }}
      />
    </div>
  );
}
