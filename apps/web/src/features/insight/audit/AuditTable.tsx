import { formatFor } from '@premia/client/format';
import type { AuditEntry } from '@premia/contract';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../ui/Ltr';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { shortAgent } from './agent';
import { detailParts } from './detail';

interface Props {
  entries: AuditEntry[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** The admin's list names each row's store. */
  showStore?: boolean;
  onPage: (page: number, pageSize: number) => void;
}

function who(entry: AuditEntry, t: TFunction) {
  const { actor } = entry;
  // A till is named by its own name after the kind («Token del POS · Caja 1»).
  if (actor.kind === 'pos' && actor.name) return `${t('audit.actor.pos')} · ${actor.name}`;
  if (actor.kind !== 'user' && actor.kind !== 'admin') return t(`audit.actor.${actor.kind}`);
  if (!actor.name) return t('audit.actor.admin');
  return (
    <span className="audit__who">
      {actor.name}
      {actor.email ? (
        <span className="audit__muted">
          <Ltr breakable>{actor.email}</Ltr>
        </span>
      ) : null}
    </span>
  );
}

/** The audit rows, newest first: each time in its store's time zone (the admin's rows may be of many). */
export function AuditTable({ entries, total, page, pageSize, loading, showStore = false, onPage }: Props) {
  const { t, i18n } = useTranslation();
  const formatOf = (entry: AuditEntry) =>
    formatFor({ language: i18n.language, timeZone: entry.store.timeZone });
  const columns: ColumnsType<AuditEntry> = [
    {
      title: t('audit.when'),
      key: 'at',
      render: (_, e) => <span className="audit__nowrap">{formatOf(e).dateTime(e.at)}</span>,
    },
    ...(showStore
      ? [{ title: t('audit.store'), key: 'store', render: (_: unknown, e: AuditEntry) => e.store.name }]
      : []),
    { title: t('audit.who'), key: 'who', render: (_, e) => who(e, t) },
    {
      title: t('audit.action'),
      key: 'action',
      render: (_, e) => <Tag className="audit__action">{t(`audit.actions.${e.action}`)}</Tag>,
    },
    {
      title: t('audit.detail.title'),
      key: 'detail',
      render: (_, e) => (
        <ul className="audit__detail">
          {detailParts(e.detail, t, formatOf(e)).map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      ),
    },
    {
      title: t('audit.from'),
      key: 'from',
      render: (_, e) => (
        <span className="audit__who">
          {e.ip ?? '—'}
          {e.userAgent ? (
            <Tooltip title={e.userAgent}>
              <span className="audit__muted">{shortAgent(e.userAgent)}</span>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <ResponsiveTable<AuditEntry>
      rowKey="id"
      size="middle"
      data-testid="audit-table"
      loading={loading}
      dataSource={entries}
      columns={columns}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('audit.empty') }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count) =>
          t('audit.total', { count, total: formatFor({ language: i18n.language }).count(count) }),
      }}
      onChange={(pagination) => onPage(pagination.current ?? 1, pagination.pageSize ?? pageSize)}
    />
  );
}
