import type { Customer } from '@premia/contract';
import { Avatar, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Choice {
  customers: Customer[];
  then: (customer: Customer) => void;
}

/** Customers whose client codes differ only in case (A1p, A1P): the cashier picks one by name. */
export function ChooseCustomer({
  choice,
  onClose,
  afterClose,
}: {
  choice: Choice | null;
  onClose: () => void;
  /** Once the dialog is gone: its focus lock no longer holds the focus. */
  afterClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={choice !== null}
      title={t('loyalty.chooseTitle')}
      footer={null}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <p>{t('loyalty.chooseHint')}</p>
      <ul className="counter-choose" aria-label={t('loyalty.chooseTitle')}>
        {choice?.customers.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="counter-search__item"
              onClick={() => {
                onClose();
                choice.then(c);
              }}
            >
              <Avatar aria-hidden="true">{c.firstName.slice(0, 1).toUpperCase()}</Avatar>
              <span className="counter-search__name">{c.name}</span>
              <span className="counter-search__meta">
                <code>{c.clientCode}</code>
              </span>
              <strong>{t('loyalty.pointsShort', { points: c.balance })}</strong>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
