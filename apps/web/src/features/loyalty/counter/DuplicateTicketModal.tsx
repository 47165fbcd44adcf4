import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What the server said about the earlier use (when, for whom), in the reader's language; null: closed. */
  message: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The ticket number was already used in the store's window: say when and for whom, and give the points
 * only if the user confirms it is another purchase (the entry is then marked as a confirmed duplicate).
 */
export function DuplicateTicketModal({ message, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={message !== null}
      title={t('loyalty.duplicateTitle')}
      okText={t('loyalty.duplicateConfirm')}
      cancelText={t('loyalty.duplicateCancel')}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
