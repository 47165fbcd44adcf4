import { BellOutlined, DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { RowActions } from '../../../ui/RowActions';
import { palette, tone } from '../../../ui/theme';
import type { AnyNotification } from './api';

interface Props {
  notifications: AnyNotification[];
  onEdit: (n: AnyNotification) => void;
  onTest: (n: AnyNotification) => void;
  onDelete: (n: AnyNotification) => void;
}

/** The notifications as cards: state, when it goes (or went) out, whom it reached; edit, test, delete. */
export function NotificationList({ notifications, onEdit, onTest, onDelete }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="notifications__list">
      {notifications.map((n) => (
        <li key={n.id} className="notifications__item" data-testid="notification-item">
          {n.image ? (
            <img src={n.image} alt="" className="notifications__image" />
          ) : (
            <span className="notifications__image notifications__image--empty" aria-hidden="true">
              <BellOutlined />
            </span>
          )}
          <div>
            <h2 className="notifications__name">{n.title}</h2>
            <p className="notifications__text">{n.description}</p>
            <div className="notifications__meta">
              {n.sent ? (
                <Tag color={palette.primary}>{t('notifications.sent')}</Tag>
              ) : (
                <Tag color={tone.info}>{t('notifications.scheduled')}</Tag>
              )}
              <span>
                {n.sent && n.sentAt
                  ? t('notifications.sentAt', { when: format.dateTime(n.sentAt) })
                  : t('notifications.sendsAt', {
                      when: `${format.day(n.date)} ${n.time.slice(0, 5)}`,
                    })}
              </span>
              {n.sent && n.reached !== null ? (
                <span>{t('notifications.reached', { count: n.reached })}</span>
              ) : null}
              {n.sendPush ? <Tag>{t('notifications.push')}</Tag> : null}
              {n.sendMail ? <Tag>{t('notifications.mail')}</Tag> : null}
            </div>
          </div>
          <div className="notifications__buttons">
            <RowActions
              actions={[
                {
                  key: 'edit',
                  icon: <EditOutlined />,
                  tooltip: t('notifications.edit'),
                  label: t('notifications.editNamed', { name: n.title }),
                  onClick: () => onEdit(n),
                  disabled: n.sent,
                },
                {
                  key: 'test',
                  icon: <SendOutlined />,
                  tooltip: t('notifications.sendTest'),
                  label: t('notifications.testNamed', { name: n.title }),
                  onClick: () => onTest(n),
                },
                {
                  key: 'delete',
                  icon: <DeleteOutlined />,
                  tooltip: t('notifications.delete'),
                  label: t('notifications.deleteNamed', { name: n.title }),
                  danger: true,
                  onClick: () => onDelete(n),
                  confirm: {
                    title: t('notifications.confirmDelete'),
                    description: n.sent
                      ? t('notifications.confirmDeleteSent')
                      : t('notifications.confirmDeleteUnsent'),
                    okText: t('notifications.delete'),
                    cancelText: t('notifications.cancel'),
                  },
                },
              ]}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
