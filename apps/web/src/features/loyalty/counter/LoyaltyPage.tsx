import { InboxOutlined, QrcodeOutlined, UserAddOutlined } from '@ant-design/icons';
import type { Customer, Reward } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, type InputRef } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../../app/ShellContext';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { useStoreInfo } from '../../account/configuration';
import { CustomerModal, showCustomer, useCustomer } from '../customers';
import { usePendingCount } from '../requests';
import { type Choice, ChooseCustomer } from './ChooseCustomer';
import { CounterCustomer } from './CounterCustomer';
import { CustomerSearch } from './CustomerSearch';
import { canScan, QrScanner } from './QrScanner';
import { RewardQrRedeem } from './RewardQrRedeem';
import { useScannedCode } from './useScannedCode';
import './LoyaltyPage.css';

/** /dashboard/loyalty (everyone): the counter. Find a customer, give points, redeem a reward. */
export default function LoyaltyPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { session } = useShell();
  const queryClient = useQueryClient();
  const store = useStoreInfo();
  const searchRef = useRef<InputRef>(null);
  const counterRef = useRef<HTMLDivElement>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [creating, setCreating] = useState(false);
  const [rewardTarget, setRewardTarget] = useState<{ customer: Customer; reward: Reward } | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const pending = usePendingCount();
  // The customer at the counter, balance included, is the cached answer of /client/customer/info:
  // picking writes it, points changes write their balance into it.
  const customer = useCustomer(customerId).data?.customer ?? null;

  const pick = useCallback(
    (next: Customer) => {
      showCustomer(queryClient, next);
      setCustomerId(next.id);
    },
    [queryClient],
  );
  const choose = useCallback((customers: Customer[], then: (c: Customer) => void) => {
    setChoice({ customers, then });
  }, []);
  const onScanned = useScannedCode({
    pick,
    choose,
    onReward: setRewardTarget,
    canRedeem: session.permRedeem,
  });

  return (
    <div className="counter" ref={counterRef}>
      <PageHead
        title={t('loyalty.title')}
        actions={
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
            {session.permCreateCustomer ? (
              <Button icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
                {t('loyalty.newCustomer')}
              </Button>
            ) : null}
          </div>
        }
      />
      <Card className="counter__search">
        <CustomerSearch inputRef={searchRef} onPick={pick} onScan={onScanned} />
      </Card>
      <LoadError query={store} />
      {customer ? (
        <CounterCustomer
          customer={customer}
          onClose={() => {
            setCustomerId(null);
            searchRef.current?.focus();
          }}
        />
      ) : (
        <p className="counter__hint">{t('loyalty.hint')}</p>
      )}
      <QrScanner
        open={scanning}
        onClose={() => setScanning(false)}
        onCode={(code) => {
          setScanning(false);
          return onScanned(code);
        }}
      />
      <RewardQrRedeem target={rewardTarget} onClose={() => setRewardTarget(null)} />
      <ChooseCustomer
        choice={choice}
        onClose={() => setChoice(null)}
        // The chosen customer's form mounted under the dialog, whose focus lock kept its autofocus out.
        afterClose={() => counterRef.current?.querySelector<HTMLElement>('.counter__give input')?.focus()}
      />
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
