import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { moveItem } from './reorder';
import './SortableList.css';

interface Props<T extends { id: number }> {
  items: T[];
  /** The list's accessible name. */
  label: string;
  testId: string;
  /** A new order is being saved: the rows stay where they are. */
  busy: boolean;
  /** Saves the items in their new order. */
  reorder: (items: T[]) => void;
  /** The arrows' accessible names ('Subir «Oro»'). */
  moveUpLabel: (item: T) => string;
  moveDownLabel: (item: T) => string;
  /** What a row says (its image, name, details). */
  content: (item: T) => ReactNode;
  /** A row's buttons (edit, delete). */
  actions: (item: T) => ReactNode;
  /** A row's own look (a level's colour). */
  itemClassName?: string;
  itemStyle?: (item: T) => CSSProperties;
}

/** Items in the order the user sets: drag a row, or use its arrows to move it one place. */
export function SortableList<T extends { id: number }>({
  items,
  label,
  testId,
  busy,
  reorder,
  moveUpLabel,
  moveDownLabel,
  content,
  actions,
  itemClassName,
  itemStyle,
}: Props<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (from !== to && !busy) reorder(moveItem(items, from, to));
  };
  const className = (index: number) =>
    [
      'sortable-list__item',
      itemClassName,
      dragging === index ? 'sortable-list__item--dragging' : null,
      over === index && dragging !== index ? 'sortable-list__item--over' : null,
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <ol className="sortable-list" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={item.id}
          data-testid={testId}
          className={className(index)}
          style={itemStyle?.(item)}
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
            setDragging(null);
            setOver(null);
            move(Number(e.dataTransfer.getData('text/plain')), index);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
        >
          <HolderOutlined className="sortable-list__grip" aria-hidden="true" />
          <div className="sortable-list__moves">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={index === 0 || busy}
              onClick={() => move(index, index - 1)}
              aria-label={moveUpLabel(item)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={index === items.length - 1 || busy}
              onClick={() => move(index, index + 1)}
              aria-label={moveDownLabel(item)}
            />
          </div>
          <div className="sortable-list__content">{content(item)}</div>
          <div className="sortable-list__actions">{actions(item)}</div>
        </li>
      ))}
    </ol>
  );
}
