import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Level } from '@premia/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { RowActions } from '../../../ui/RowActions';
import { SortableList } from '../../../ui/SortableList';

interface Props {
  levels: Level[];
  /** A new order is being saved: the rows stay where they are. */
  busy: boolean;
  reorder: (items: Level[]) => void;
  edit: (level: Level) => void;
  remove: (level: Level) => void;
}

/** The levels in their order: drag a row or use its arrows to move it; edit or delete each. */
export function LevelList({ levels, busy, reorder, edit, remove }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <SortableList
      items={levels}
      label={t('levels.title')}
      testId="level-row"
      busy={busy}
      reorder={reorder}
      moveUpLabel={(level) => t('levels.moveUp', { name: level.name })}
      moveDownLabel={(level) => t('levels.moveDown', { name: level.name })}
      itemClassName="levels__item"
      itemStyle={(level) => ({ borderLeftColor: level.color })}
      content={(level) => (
        <div className="levels__text">
          <h2 className="levels__name">{level.name}</h2>
          <div className="levels__meta">
            <span>{t('levels.from', { count: level.minPoints, points: f.count(level.minPoints) })}</span>
            <span>{t('levels.customers', { count: level.customers, n: f.count(level.customers) })}</span>
          </div>
          {level.benefits ? <p className="levels__benefits">{level.benefits}</p> : null}
        </div>
      )}
      actions={(level) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              icon: <EditOutlined />,
              tooltip: t('levels.edit'),
              label: t('levels.editNamed', { name: level.name }),
              onClick: () => edit(level),
            },
            {
              key: 'delete',
              icon: <DeleteOutlined />,
              tooltip: t('levels.delete'),
              label: t('levels.deleteNamed', { name: level.name }),
              danger: true,
              onClick: () => remove(level),
              confirm: {
                title: t('levels.confirmDelete'),
                description: t('levels.confirmDeleteText'),
                okText: t('levels.delete'),
                cancelText: t('levels.cancel'),
              },
            },
          ]}
        />
      )}
    />
  );
}
