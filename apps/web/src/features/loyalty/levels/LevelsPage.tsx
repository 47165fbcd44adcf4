import type { Level } from '@premia/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../ui/ListScreen';
import { useDeleteLevel, useLevels, useReorderLevels } from './api';
import { LevelList } from './LevelList';
import { LevelModal, type LevelTarget } from './LevelModal';
import './levels.css';

/** /dashboard/customerlevels (owner): the levels in order; add, edit, delete, drag to reorder. */
export default function LevelsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const levels = useLevels();
  const reorder = useReorderLevels();
  const remove = useDeleteLevel();
  const [target, setTarget] = useState<LevelTarget>(null);
  const list = levels.data?.levels ?? [];

  function saveOrder(ordered: Level[]) {
    reorder.mutate(ordered, {
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
    <ListScreen
      title={t('levels.title')}
      help={t('levels.help')}
      addLabel={t('levels.add')}
      onAdd={() => setTarget('create')}
      list={levels}
      emptyText={t('levels.empty')}
      count={list.length}
    >
      <LevelList
        levels={list}
        busy={reorder.isPending}
        reorder={saveOrder}
        edit={setTarget}
        remove={removeLevel}
      />
      <LevelModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </ListScreen>
  );
}
