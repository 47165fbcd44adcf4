import type { Customer } from '@premia/contract';
import { Card, Skeleton } from 'antd';
import { useShell } from '../../../app/ShellContext';
import { useStoreInfo } from '../../account/configuration';
import { StampCardPanel } from '../stamps';
import { CounterRequests } from './CounterRequests';
import { CustomerCard } from './CustomerCard';
import { DiscountPointsForm } from './DiscountPointsForm';
import { GivePointsForm } from './GivePointsForm';
import { Movements } from './Movements';
import { RedeemList } from './RedeemList';

/** The customer at the counter: their card and movements beside what the user may do for them. */
export function CounterCustomer({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { session } = useShell();
  const store = useStoreInfo();
  // The stored session's permissions (an owner holds all of them); the server enforces them anyway.
  const canGive = session.permGivePoints;
  const canRedeem = session.permRedeem;
  // The owner always; an employee who gives points, where the store lets them take points off too.
  const canDiscount =
    session.storeUserType === 'owner' || (canGive && !!store.data?.store.discountGivenPoints);
  // The store runs a stamp card (issue 34 §4): beside points, or instead of them.
  const stamps = !!store.data?.store.stampsOn && !!store.data.store.stampPrize;
  return (
    <div className="counter__grid">
      <div className="counter__col">
        <CustomerCard className="counter__card" customer={customer} onClose={onClose} />
        {/* Right under the customer's card: on a phone, seen before the points forms. */}
        {stamps ? (
          <StampCardPanel
            className="counter__stamps"
            key={`stamps-${customer.id}`}
            customerId={customer.id}
            canGive={canGive}
            canRedeem={canRedeem}
            canReverse={session.storeUserType === 'owner'}
          />
        ) : null}
        <div className="counter__moves">
          <Movements customerId={customer.id} />
        </div>
      </div>
      <div className="counter__col">
        {canGive ? (
          store.data ? (
            <GivePointsForm
              className="counter__give"
              key={`give-${customer.id}`}
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
        {canDiscount ? <DiscountPointsForm key={`discount-${customer.id}`} customer={customer} /> : null}
      </div>
    </div>
  );
}
