import { BarChartOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Automation } from '@premia/contract';
import { App, Button, Card, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { PageHead } from '../../../ui/PageHead';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { tone } from '../../../ui/theme';
import { AutomationModal, type AutomationTarget } from './AutomationModal';
import { useAutomations, useDeleteAutomation } from './api';
import { ResultsModal } from './ResultsModal';
import './automations.css';

/** A rule in words: «No vino en 45 días → «Le extrañamos»». */
function ruleText(a: Automation, t: TFunction, f: ReturnType<typeof useFormat>): string {
  switch (a.kind) {
    case 'inactive':
      return t('automations.summary.inactive', { count: a.days ?? 0, n: f.count(a.days ?? 0) });
    case 'nthVisit':
      return t('automations.summary.nthVisit', { n: f.count(a.visits ?? 0) });
    case 'levelUp':
      return t('automations.summary.levelUp');
  }
}

/** What the rule gives, in words. */
function givesText(a: Automation, t: TFunction, f: ReturnType<typeof useFormat>): string {
  return a.kind === 'nthVisit'
    ? t('automations.summary.points', { count: a.points ?? 0, n: f.count(a.points ?? 0) })
    : t('automations.summary.message', { title: a.title ?? '' });
}

/** /dashboard/automations (owner): the store's automations; add, edit, delete, and each one's results. */
export default function AutomationsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const f = useFormat();
  const automations = useAutomations();
  const remove = useDeleteAutomation();
  const [target, setTarget] = useState<AutomationTarget>(null);
  const [shown, setShown] = useState<Automation | null>(null);

  function removeAutomation(automation: Automation) {
    remove.mutate(automation, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) =>
        notification.error({ title: t('automations.deleteFailed'), description: error.message }),
    });
  }

  return (
    <div>
      <PageHead
        title={t('automations.pageTitle')}
        help={t('automations.help')}
        actions={
          <Button type="primary" onClick={() => setTarget('create')}>
            {t('automations.add')}
          </Button>
        }
      />
      <LoadError query={automations} />
      {automations.error ? null : (
        <Card>
          <ResponsiveTable<Automation>
            rowKey="id"
            loading={automations.isPending}
            dataSource={automations.data?.automations}
            pagination={false}
            locale={{ emptyText: t('automations.empty') }}
            columns={[
              { key: 'rule', title: t('automations.rule'), render: (_, a) => ruleText(a, t, f) },
              { key: 'gives', title: t('automations.gives'), render: (_, a) => givesText(a, t, f) },
              {
                key: 'period',
                title: t('automations.period'),
                render: (_, a) => t(`automations.periods.${a.kind === 'nthVisit' ? 'once' : a.period}`),
              },
              {
                key: 'state',
                title: t('automations.state'),
                render: (_, a) =>
                  a.active ? (
                    <Tag color={tone.done}>{t('automations.on')}</Tag>
                  ) : (
                    <Tag color={tone.off}>{t('automations.off')}</Tag>
                  ),
              },
              {
                key: 'actions',
                title: t('automations.actions'),
                render: (_, a) => (
                  <RowActions
                    actions={[
                      {
                        key: 'results',
                        icon: <BarChartOutlined />,
                        tooltip: t('automations.results'),
                        label: t('automations.resultsOf', { rule: ruleText(a, t, f) }),
                        onClick: () => setShown(a),
                      },
                      {
                        key: 'edit',
                        icon: <EditOutlined />,
                        tooltip: t('automations.edit'),
                        label: t('automations.editOf', { rule: ruleText(a, t, f) }),
                        onClick: () => setTarget(a),
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('automations.delete'),
                        label: t('automations.deleteOf', { rule: ruleText(a, t, f) }),
                        danger: true,
                        onClick: () => removeAutomation(a),
                        confirm: {
                          title: t('automations.confirmDelete'),
                          okText: t('automations.delete'),
                          cancelText: t('automations.cancel'),
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
      <AutomationModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
      <ResultsModal automation={shown} onClose={() => setShown(null)} />
    </div>
  );
}
