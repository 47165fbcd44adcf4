import { backOfficeRoutes, type StoreRewardRequest } from '@premia/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { useRejectRequest } from './api';

const fields = formFields(backOfficeRoutes['/client/customer/delete-reward-requested'].input);

interface Props {
  request: StoreRewardRequest | null;
  onClose: () => void;
  onRejected: (message: string) => void;
}

/** Rejects a reward request with the reason the customer will read. */
export function RejectRequestModal({ request, onClose, onRejected }: Props) {
  const { t } = useTranslation();
  const reject = useRejectRequest();
  return (
    <FormModal<{ reason: string }, { requestId: number; reason: string }, { m: string }>
      open={request !== null}
      title={t('requests.rejectTitle', {
        reward: request?.reward.name ?? '',
        customer: request?.customer.name ?? '',
      })}
      okText={t('requests.reject')}
      cancelText={t('requests.cancel')}
      initialValues={{ reason: '' }}
      toInput={(values) => ({ requestId: request?.id ?? 0, reason: values.reason.trim() })}
      mutation={reject}
      onSaved={(answer) => onRejected(answer.m)}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('requests.reason')}
        extra={t('requests.reasonHelp')}
        rules={fields.reason.rules}
      >
        <Input.TextArea rows={3} {...fields.reason.text} />
      </Form.Item>
    </FormModal>
  );
}
