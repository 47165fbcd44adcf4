import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import './content.css';

interface Props {
  title: string;
  help: string;
  addLabel: string;
  onAdd: () => void;
  /** The read of the items: while it runs, a skeleton; its failure, instead of the empty state. */
  list: { isPending: boolean; error: Error | null };
  /** What the empty state says when the read found nothing. */
  emptyText: string;
  count: number;
  /** Links to the screens beside this one. */
  links?: ReactNode;
  /** The cards (ContentCard) and the modal. */
  children: ReactNode;
}

/** A content screen (news, offers, banners): title, add button, help, then the items as cards. */
export function ContentScreen({
  title,
  help,
  addLabel,
  onAdd,
  list,
  emptyText,
  count,
  links,
  children,
}: Props) {
  usePageTitle(title);
  return (
    <div>
      <div className="content-page__head">
        <h1 className="content-page__title">{title}</h1>
        <Button type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      <p className="content-page__help">{help}</p>
      {links}
      {list.error ? <Alert type="error" title={list.error.message} showIcon /> : null}
      {list.isPending ? <Skeleton active /> : null}
      {!list.isPending && !list.error && count === 0 ? (
        <Card>
          <Empty description={emptyText} />
        </Card>
      ) : null}
      {children}
    </div>
  );
}
