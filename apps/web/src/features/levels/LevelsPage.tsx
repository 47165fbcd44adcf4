import type { Level } from '@premia/contract';
import { App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../app/LoadError';
import { usePageTitle } from '../../app/usePageTitle';
import { useDeleteLevel, useLevels, useReorderLevels } from './api';
import { LevelList } from './LevelList';
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
      <LoadError query={levels} />
      {levels.isPending ? <Skeleton active /> : null}
      {levels.isSuccess && list.length === 0 ? (
        <Card>
          <Empty description={t('levels.empty')} />
        </Card>
      ) : null}
      <LevelList levels={list} busy={reorder.isPending} move={move} edit={setTarget} remove={removeLevel} />
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
