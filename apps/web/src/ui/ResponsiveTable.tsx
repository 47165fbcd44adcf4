import { Card, List, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { useViewport } from './useViewport';
import './ResponsiveTable.css';

/** A row's actions: an untitled column, or one keyed `actions` (its title is not repeated on a card). */
const isActions = <T,>(column: ColumnType<T>) => !column.title || column.key === 'actions';

/**
 * A table on wide screens, a list of cards on phones (≤ 767 px, spec §2's mobile view): each row a
 * card with every titled column as a label and its value, the actions at the bottom. Nothing scrolls
 * sideways and no column is lost. Same props as antd's Table, every back-office list uses it.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const view = useViewport();
  // antd writes an empty table's text in its disabled grey, too faint to read (axe: color-contrast).
  const emptyText = props.locale?.emptyText;
  const empty =
    emptyText === undefined ? undefined : (
      <span className="responsive-table__empty">{emptyText as ReactNode}</span>
    );
  if (view !== 'mobile')
    return (
      <Table<T>
        {...props}
        locale={empty === undefined ? props.locale : { ...props.locale, emptyText: empty }}
      />
    );
  const columns = (props.columns ?? []) as ColumnType<T>[];
  const keyOf = (row: T, index: number): Key =>
    typeof props.rowKey === 'function'
      ? props.rowKey(row)
      : (((row as Record<string, unknown>)[(props.rowKey as string) ?? 'key'] as Key) ?? index);
  const cell = (column: ColumnType<T>, row: T, index: number): ReactNode => {
    const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex as string] : undefined;
    return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
  };
  const pagination = props.pagination;
  const rowClass = (row: T, index: number) =>
    typeof props.rowClassName === 'function' ? props.rowClassName(row, index, 0) : (props.rowClassName ?? '');
  return (
    <List<T>
      className="cards"
      data-testid={(props as Record<string, unknown>)['data-testid'] as string | undefined}
      loading={typeof props.loading === 'boolean' ? props.loading : undefined}
      dataSource={props.dataSource as T[] | undefined}
      locale={{ emptyText: empty }}
      pagination={
        pagination
          ? {
              current: pagination.current,
              pageSize: pagination.pageSize,
              total: pagination.total,
              showTotal: pagination.showTotal,
              // antd's List, unlike its Table, draws a page «1» under an empty list.
              hideOnSinglePage: pagination.hideOnSinglePage ?? !pagination.total,
              size: 'small',
              showSizeChanger: false,
              onChange: (page, pageSize) => {
                pagination.onChange?.(page, pageSize);
                props.onChange?.({ current: page, pageSize }, {}, [], {
                  action: 'paginate',
                  currentDataSource: [],
                });
              },
            }
          : false
      }
      renderItem={(row, index) => (
        <List.Item key={keyOf(row, index)} className={`cards__item ${rowClass(row, index)}`.trim()}>
          <Card size="small" className="cards__card">
            <dl className="cards__fields">
              {columns
                .filter((c) => !isActions(c))
                .map((c, i) => (
                  <div key={String(c.key ?? c.dataIndex ?? i)} className="cards__field">
                    <dt>{c.title as ReactNode}</dt>
                    <dd>{cell(c, row, index)}</dd>
                  </div>
                ))}
            </dl>
            {columns.filter(isActions).map((c, i) => (
              <div key={String(c.key ?? i)} className="cards__actions">
                {cell(c, row, index)}
              </div>
            ))}
          </Card>
        </List.Item>
      )}
    />
  );
}
