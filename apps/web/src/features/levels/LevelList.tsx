import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import type { Level } from '@premia/contract';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format/useFormat';

interface Props {
  levels: Level[];
  /** A new order is being saved: the arrows wait. */
  busy: boolean;
  move: (from: number, to: number) => void;
  edit: (level: Level) => void;
  remove: (level: Level) => void;
}

/** The levels in their order: drag a row or use its arrows to move it; edit or delete each. */
export function LevelList({ levels: list, busy, move, edit, remove }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <ol className="levels__list" aria-label={t('levels.title')}>
      {list.map((level, index) => (
        <li
          key={level.id}
          data-testid="level-row"
          className={`levels__item${dragging === index ? ' levels__item--dragging' : ''}${over === index && dragging !== index ? ' levels__item--over' : ''}`}
          style={{ borderLeftColor: level.color }}
          draggable
          onDragStart={(e) => {
            setDragging(index);
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
          }}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((o) => (o === index ? null : o))}
          onDrop={(e) => {
            e.preventDefault();
            const from = Number(e.dataTransfer.getData('text/plain'));
            setDragging(null);
            setOver(null);
            move(from, index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <HolderOutlined className="levels__grip" aria-hidden="true" />
          <div className="levels__moves">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1)}
              aria-label={t('levels.moveUp', { name: level.name })}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === list.length - 1 || busy}
              onClick={() => move(index, index + 1)}
              aria-label={t('levels.moveDown', { name: level.name })}
            />
          </div>
          <div className="levels__text">
            <h2 className="levels__name">{level.name}</h2>
            <div className="levels__meta">
              <span>{t('levels.from', { count: level.minPoints, points: f.count(level.minPoints) })}</span>
              <span>{t('levels.customers', { count: level.customers, n: f.count(level.customers) })}</span>
            </div>
            {level.benefits ? <p className="levels__benefits">{level.benefits}</p> : null}
          </div>
          <div className="levels__actions">
            <Button
              size="small"
              onClick={() => edit(level)}
              aria-label={t('levels.editNamed', { name: level.name })}
            >
              {t('levels.edit')}
            </Button>
            <Popconfirm
              title={t('levels.confirmDelete')}
              description={t('levels.confirmDeleteText')}
              okText={t('levels.delete')}
              cancelText={t('levels.cancel')}
              onConfirm={() => remove(level)}
            >
              <Button size="small" danger aria-label={t('levels.deleteNamed', { name: level.name })}>
                {t('levels.delete')}
              </Button>
            </Popconfirm>
          </div>
        </li>
      ))}
    </ol>
  );
}
