import { Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { PageHead } from './PageHead';

interface Props {
  title: string;
  help: string;
  addLabel: string;
  onAdd: () => void;
  /** The read of the items: a skeleton while it runs; its failure instead of the list (LoadError). */
  list: { isPending: boolean; isSuccess: boolean; error: Error | null; refetch: () => unknown };
  /** What the empty state says when the read found nothing. */
  emptyText: string;
  count: number;
  /** Links to the screens beside this one. */
  links?: ReactNode;
  /** The list and its modal. */
  children: ReactNode;
}

/** A screen of a store's list that is not a table (content cards, levels, the shop's categories). */
export function ListScreen({ title, help, addLabel, onAdd, list, emptyText, count, links, children }: Props) {
  return (
    <div>
      <PageHead
        title={title}
        help={help}
        actions={
          <Button type="primary" onClick={onAdd}>
            {addLabel}
          </Button>
        }
      />
      {links}
      <LoadError query={list} />
      {list.isPending ? <Skeleton active /> : null}
      {list.isSuccess && count === 0 ? (
        <Card>
          <Empty description={emptyText} />
        </Card>
      ) : null}
      {children}
    </div>
  );
}
