import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import type { Level } from '@premia/contract';
import { Alert, App, Button, Card, Empty, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { useDeleteLevel, useLevels, useReorderLevels } from './api';
import { LevelModal, type LevelTarget } from './LevelModal';
import { moveItem } from './reorder';
import './levels.css';

/** /dashboard/customerlevels (owner): the levels in order; add, edit, delete, drag to reorder. */
export default function LevelsPage() {
  const { t } = useTranslation();
  usePageTitle(t('levels.title'));
  const { notification } = App.useApp();
  const levels = useLevels();
  const reorder = useReorderLevels();
  const remove = useDeleteLevel();
  const [target, setTarget] = useState<LevelTarget>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const list = levels.data?.levels ?? [];

  function move(from: number, to: number) {
    if (from === to || reorder.isPending) return;
    reorder.mutate(moveItem(list, from, to), {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) =>
        notification.error({ title: t('levels.reorderFailed'), description: error.message }),
    });
  }

  function removeLevel(level: Level) {
    remove.mutate(level, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) => notification.error({ title: t('levels.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <div className="levels__head">
        <h1 className="levels__title">{t('levels.title')}</h1>
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('levels.add')}
        </Button>
      </div>
      <p className="levels__help">{t('levels.help')}</p>
      {levels.error ? (
        <Alert type="error" title={levels.error.message} showIcon style={{ marginBottom: 16 }} />
      ) : null}
      {levels.isPending ? <Skeleton active /> : null}
      {!levels.isPending && list.length === 0 ? (
        <Card>
          <Empty description={t('levels.empty')} />
        </Card>
      ) : null}
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
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, index - 1)}
                aria-label={t('levels.moveUp', { name: level.name })}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === list.length - 1 || reorder.isPending}
                onClick={() => move(index, index + 1)}
                aria-label={t('levels.moveDown', { name: level.name })}
              />
            </div>
            <div className="levels__text">
              <h2 className="levels__name">{level.name}</h2>
              <div className="levels__meta">
                <span>{t('levels.from', { points: level.minPoints })}</span>
                <span>{t('levels.customers', { n: level.customers })}</span>
              </div>
              {level.benefits ? <p className="levels__benefits">{level.benefits}</p> : null}
            </div>
            <div className="levels__actions">
              <Button
                size="small"
                onClick={() => setTarget(level)}
                aria-label={t('levels.editNamed', { name: level.name })}
              >
                {t('levels.edit')}
              </Button>
              <Popconfirm
                title={t('levels.confirmDelete')}
                description={t('levels.confirmDeleteText')}
                okText={t('levels.delete')}
                cancelText={t('levels.cancel')}
                onConfirm={() => removeLevel(level)}
              >
                <Button size="small" danger aria-label={t('levels.deleteNamed', { name: level.name })}>
                  {t('levels.delete')}
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ol>
      <LevelModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </div>
  );
}
