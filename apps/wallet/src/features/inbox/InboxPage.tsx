import type { InboxItem, WalletResponse } from '@premia/contract';
import { useQueryClient, useWalletMutation, useWalletQuery, walletKey } from '../../api/queries';
import { serverMessage } from '../../api/server-message';
import { FormError } from '../../app/FormError';
import { useFormat } from '../../app/useFormat';
import { useTranslation } from '../../i18n/useTranslation';
import { PushPanel } from './PushPanel';

/** The customer's notifications, newest first: unread ones marked, each one or all marked read. */
export default function InboxPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inbox = useWalletQuery('/wallet/notifications/list', {});
  // Dates as the back office shows them: the reader's language, the store's time zone.
  const format = useFormat();
  const markRead = useWalletMutation('/wallet/notifications/mark-read', {
    onSuccess: (answer, input) => {
      const ids = new Set(input.notificationIds);
      queryClient.setQueryData<WalletResponse<'/wallet/notifications/list'>>(
        walletKey('/wallet/notifications/list', {}),
        (old) =>
          old && {
            ...old,
            unread: answer.unread,
            notifications: old.notifications.map((n) =>
              ids.size === 0 || ids.has(n.id) ? { ...n, read: true } : n,
            ),
          },
      );
      queryClient.setQueryData(walletKey('/wallet/notifications/unread-count', {}), {
        s: 'ok',
        unread: answer.unread,
      });
    },
  });
  const data = inbox.data;

  return (
    <div className="page">
      <section className="panel">
        <div className="inbox__head">
          <h1>{t('inbox.title')}</h1>
          {data && data.unread > 0 ? (
            <button
              type="button"
              className="link"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate({ notificationIds: [] })}
            >
              {t('inbox.markAllRead')}
            </button>
          ) : null}
        </div>
        <FormError error={markRead.error} />
        {inbox.error ? (
          <FormError error={inbox.error} />
        ) : !data ? (
          <div className="loading" role="status" aria-label={t('app.loading')} />
        ) : data.notifications.length === 0 ? (
          <p className="muted">{t('inbox.empty')}</p>
        ) : (
          <ul className="list" aria-label={t('inbox.listLabel')} data-testid="inbox">
            {data.notifications.map((n) => (
              <InboxEntry
                key={n.id}
                item={n}
                when={format.dateTime(n.sentAt)}
                onRead={() => markRead.mutate({ notificationIds: [n.id] })}
                busy={markRead.isPending}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="panel">
        <PushPanel />
      </section>
    </div>
  );
}

function InboxEntry({
  item,
  when,
  onRead,
  busy,
}: {
  item: InboxItem;
  when: string;
  onRead: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  // A message Premia wrote is said in the reader's language; a store's, as the store wrote it.
  const said = (m: string, code: InboxItem['titleCode']) =>
    code ? serverMessage({ m, code, params: item.textParams ?? {} }) : m;
  return (
    <li className={item.read ? 'inbox__item' : 'inbox__item inbox__item--unread'}>
      <article aria-labelledby={`inbox-${item.id}`}>
        <h2 id={`inbox-${item.id}`} className="inbox__title">
          {item.read ? null : <span className="sr-only">{t('inbox.unreadMark')} </span>}
          {said(item.title, item.titleCode)}
        </h2>
        <p className="muted">
          <time dateTime={item.sentAt}>{when}</time>
          {item.from === 'platform' ? ` · ${t('inbox.fromPlatform')}` : ''}
        </p>
        {item.image ? <img className="inbox__image" src={item.image} alt="" loading="lazy" /> : null}
        <p className="inbox__text">{said(item.description, item.descriptionCode)}</p>
        <div className="inbox__actions">
          {item.buttonLink ? (
            <a
              className="button"
              href={item.buttonLink}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onRead}
            >
              {item.buttonText || t('inbox.open')}
            </a>
          ) : null}
          {item.read ? null : (
            <button type="button" className="link" disabled={busy} onClick={onRead}>
              {t('inbox.markRead')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
