import { QrcodeOutlined, UserAddOutlined } from '@ant-design/icons';
import { type Customer, parseClientCode } from '@premia/contract';
import { Alert, App, Button, Card, type InputRef, Skeleton } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiOrThrow } from '../../api/client';
import { useShell } from '../../app/ShellContext';
import { usePageTitle } from '../../app/usePageTitle';
import { CustomerModal } from '../customers/CustomerModal';
import { CustomerCard } from './CustomerCard';
import { CustomerSearch } from './CustomerSearch';
import { GivePointsForm } from './GivePointsForm';
import { customerWithCode } from './logic';
import { Movements } from './Movements';
import { canScan, QrScanner } from './QrScanner';
import { RedeemList } from './RedeemList';
import { useCustomer, useRefreshLoyalty, useStoreInfo } from './useLoyalty';
import './LoyaltyPage.css';

/** /dashboard/loyalty (everyone): the counter. Find a customer, give points, redeem a reward. */
export default function LoyaltyPage() {
  const { t } = useTranslation();
  usePageTitle(t('loyalty.title'));
  const { notification } = App.useApp();
  const { session } = useShell();
  const store = useStoreInfo();
  const refresh = useRefreshLoyalty();
  const searchRef = useRef<InputRef>(null);
  const [picked, setPicked] = useState<Customer | null>(null);
  const [scanning, setScanning] = useState(false);
  const [creating, setCreating] = useState(false);
  const info = useCustomer(picked?.id ?? null);
  const customer = info.data?.customer ?? picked;
  const [balance, setBalance] = useState<number | null>(null);
  const shownBalance = info.data?.customer.balance ?? balance ?? picked?.balance ?? 0;

  // The stored session's permissions (an owner holds all of them); the server enforces them anyway.
  const canGive = session.permGivePoints;
  const canRedeem = session.permRedeem;
  const canCreate = session.permCreateCustomer;

  const pick = useCallback((next: Customer) => {
    setPicked(next);
    setBalance(next.balance);
  }, []);

  function changed(next: number) {
    setBalance(next);
    void refresh();
  }

  const onCode = useCallback(
    async (code: string) => {
      setScanning(false);
      try {
        // Only the customer with exactly this code: a loose search match could be someone else.
        const exact =
          parseClientCode(code) === null
            ? null
            : customerWithCode((await apiOrThrow('/client/customer/search', { q: code })).customers, code);
        if (exact) pick(exact);
        else notification.warning({ title: t('loyalty.codeNotFound', { code }) });
      } catch (error) {
        notification.error({ title: t('loyalty.searchFailed'), description: (error as Error).message });
      }
    },
    [notification, t, pick],
  );

  return (
    <div className="counter">
      <div className="counter__head">
        <h1 className="counter__title">{t('loyalty.title')}</h1>
        <div className="counter__actions">
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
      {store.error ? <Alert type="error" title={store.error.message} showIcon /> : null}
      {customer ? (
        <div className="counter__grid">
          <div className="counter__col">
            <CustomerCard
              className="counter__card"
              customer={customer}
              balance={shownBalance}
              onClose={() => {
                setPicked(null);
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
                  onDone={changed}
                />
              ) : (
                <Card>
                  <Skeleton active />
                </Card>
              )
            ) : null}
            {canRedeem ? (
              <RedeemList
                className="counter__redeem"
                customer={customer}
                balance={shownBalance}
                onDone={changed}
              />
            ) : null}
          </div>
        </div>
      ) : (
        <p className="counter__hint">{t('loyalty.hint')}</p>
      )}
      <QrScanner open={scanning} onClose={() => setScanning(false)} onCode={onCode} />
      <CustomerModal
        target={creating ? 'create' : null}
        defaultPhoneCode={store.data?.store.phoneCode}
        onClose={() => setCreating(false)}
        onSaved={(created, message) => {
          setCreating(false);
          notification.success({ title: message });
          void refresh();
          pick(created);
        }}
      />
    </div>
  );
}
