import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import './RowActions.css';

export interface RowAction {
  key: string;
  icon: ReactNode;
  /** The short verb the tooltip shows ('Editar'). */
  tooltip: string;
  /** What a screen reader says: the verb and the row ('Editar a Ana Torres'). */
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Asked before onClick runs (a delete, a cancel). */
  confirm?: { title: ReactNode; description?: ReactNode; okText: string; cancelText: string };
}

/**
 * A row's actions as one line of icon buttons (a tooltip with the verb, an aria-label with the row),
 * instead of stacked text buttons that make every row tall. The same in a table cell and in a phone's card.
 */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((a) => {
        const button = (
          <Button
            type="text"
            size="small"
            icon={a.icon}
            danger={a.danger}
            disabled={a.disabled}
            loading={a.loading}
            aria-label={a.label}
            onClick={a.confirm ? undefined : a.onClick}
          />
        );
        const confirmed = a.confirm ? (
          <Popconfirm
            title={a.confirm.title}
            description={a.confirm.description}
            okText={a.confirm.okText}
            cancelText={a.confirm.cancelText}
            okButtonProps={{ danger: a.danger }}
            onConfirm={a.onClick}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
        return (
          <Tooltip key={a.key} title={a.tooltip}>
            <span className="row-actions__item">{confirmed}</span>
          </Tooltip>
        );
      })}
    </div>
  );
}
