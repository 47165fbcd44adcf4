import { ReloadOutlined } from '@ant-design/icons';
import type { OutboxMail } from '@premia/contract';
import { Button, Modal, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useOutboxMails } from './api';
import { MailText } from './MailText';
import './mailOutbox.css';

/**
 * /dashboard/admin/outbox (admin, only on a server without SMTP_URL): the mails this API process would
 * have sent since it started, newest first; one opens to be read, its links clickable.
 */
export default function MailOutboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const mails = useOutboxMails();
  const [reading, setReading] = useState<OutboxMail | null>(null);
  const limit = mails.data?.limit ?? 200;

  const columns: ColumnsType<OutboxMail> = [
    {
      title: t('mailOutbox.when'),
      key: 'at',
      render: (_, m) => <span className="mail-outbox__nowrap">{format.dateTime(m.at)}</span>,
    },
    { title: t('mailOutbox.to'), dataIndex: 'to', key: 'to' },
    {
      title: t('mailOutbox.subject'),
      key: 'subject',
      render: (_, m) => (
        <Button type="link" className="mail-outbox__open" onClick={() => setReading(m)}>
          {m.subject}
        </Button>
      ),
    },
    {
      title: t('mailOutbox.kind'),
      key: 'kind',
      render: (_, m) => <Tag>{t(`mailOutbox.kinds.${m.kind}`)}</Tag>,
    },
  ];

  return (
    <>
      <PageHead
        title={t('mailOutbox.title')}
        // A note, not an alert: role="alert" is for what went wrong (a failed read says so below).
        help={`${t('mailOutbox.thisProcess', { limit })} ${t('mailOutbox.memoryOnly')}`}
        actions={
          <Button icon={<ReloadOutlined />} loading={mails.isFetching} onClick={() => mails.refetch()}>
            {t('mailOutbox.refresh')}
          </Button>
        }
      />
      <LoadError query={mails} />
      {mails.isError ? null : (
        <ResponsiveTable<OutboxMail>
          rowKey="id"
          size="middle"
          data-testid="outbox-table"
          loading={mails.isPending}
          dataSource={mails.data?.mails}
          columns={columns}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('mailOutbox.empty') }}
        />
      )}
      <Modal
        open={reading !== null}
        title={reading?.subject}
        onCancel={() => setReading(null)}
        footer={null}
        width={720}
      >
        {reading ? (
          <>
            <p className="mail-outbox__meta">
              {t('mailOutbox.sentTo', { to: reading.to, when: format.dateTime(reading.at) })}
            </p>
            <MailText text={reading.text} />
          </>
        ) : null}
      </Modal>
    </>
  );
}
