import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Segment, SegmentFilter } from '@premia/contract';
import { App, Button, Card } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { useLocations } from '../../account/locations';
import { useLevels } from '../levels';
import { useDeleteSegment, useSegments } from './api';
import { monthName } from './filterValues';
import { SegmentModal, type SegmentTarget } from './SegmentModal';
import './segments.css';

type Format = ReturnType<typeof useFormat>;

/** A filter in short words: «Puntos desde 100 · Gasto desde S/ 50.00 · Acepta: bandeja». */
function summary(
  filter: SegmentFilter,
  t: TFunction,
  f: Format,
  names: { level: (id: number) => string; location: (id: number) => string; month: (m: number) => string },
): string {
  const parts: string[] = [];
  const range = (key: string, min: string | undefined, max: string | undefined) => {
    if (min !== undefined && max !== undefined) parts.push(t(`segments.summary.${key}Between`, { min, max }));
    else if (min !== undefined) parts.push(t(`segments.summary.${key}From`, { min }));
    else if (max !== undefined) parts.push(t(`segments.summary.${key}To`, { max }));
  };
  const count = (n: number | undefined) => (n === undefined ? undefined : f.count(n));
  const money = (n: number | undefined) => (n === undefined ? undefined : f.money(n));
  if (filter.visitedWithinDays !== undefined)
    parts.push(t('segments.summary.visitedWithin', { count: filter.visitedWithinDays }));
  if (filter.notVisitedForDays !== undefined)
    parts.push(t('segments.summary.notVisitedFor', { count: filter.notVisitedForDays }));
  range('points', count(filter.pointsMin), count(filter.pointsMax));
  range('spend', money(filter.spendMin), money(filter.spendMax));
  range('visits', count(filter.visitsMin), count(filter.visitsMax));
  if (filter.levelId !== undefined) parts.push(`${t('segments.level')}: ${names.level(filter.levelId)}`);
  if (filter.birthdayMonth !== undefined)
    parts.push(`${t('segments.birthdayMonth')}: ${names.month(filter.birthdayMonth)}`);
  if (filter.consent !== undefined)
    parts.push(`${t('segments.consent')}: ${t(`segments.channel.${filter.consent}`)}`);
  if (filter.locationId !== undefined)
    parts.push(`${t('segments.location')}: ${names.location(filter.locationId)}`);
  return parts.length ? parts.join(' · ') : t('segments.everyone');
}

/** /dashboard/segments (owner): the saved segments of the store's customers; add, edit, delete. */
export default function SegmentsPage() {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const f = useFormat();
  const segments = useSegments();
  const levels = useLevels();
  const locations = useLocations();
  const remove = useDeleteSegment();
  const [target, setTarget] = useState<SegmentTarget>(null);
  const names = {
    level: (id: number) => levels.data?.levels.find((l) => l.id === id)?.name ?? `#${id}`,
    location: (id: number) => locations.data?.locations.find((l) => l.id === id)?.name ?? `#${id}`,
    month: (m: number) => monthName(m, i18n.language),
  };

  function removeSegment(segment: Segment) {
    remove.mutate(segment, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) =>
        notification.error({ title: t('segments.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <PageHead
        title={t('segments.title')}
        help={t('segments.help')}
        actions={
          <Button type="primary" onClick={() => setTarget('create')}>
            {t('segments.add')}
          </Button>
        }
      />
      <LoadError query={segments} />
      {segments.error ? null : (
        <Card>
          <ResponsiveTable<Segment>
            rowKey="id"
            loading={segments.isPending}
            dataSource={segments.data?.segments}
            pagination={false}
            locale={{ emptyText: t('segments.empty') }}
            columns={[
              { key: 'name', title: t('segments.name'), dataIndex: 'name' },
              {
                key: 'filter',
                title: t('segments.filter'),
                render: (_, s) => summary(s.filter, t, f, names),
              },
              {
                key: 'actions',
                title: t('segments.actions'),
                render: (_, s) => (
                  <RowActions
                    actions={[
                      {
                        key: 'edit',
                        icon: <EditOutlined />,
                        tooltip: t('segments.edit'),
                        label: t('segments.editNamed', { name: s.name }),
                        onClick: () => setTarget(s),
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('segments.delete'),
                        label: t('segments.deleteNamed', { name: s.name }),
                        danger: true,
                        onClick: () => removeSegment(s),
                        confirm: {
                          title: t('segments.confirmDelete'),
                          okText: t('segments.delete'),
                          cancelText: t('segments.cancel'),
                        },
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
      <SegmentModal
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
