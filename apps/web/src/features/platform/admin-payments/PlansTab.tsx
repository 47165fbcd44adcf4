import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminPlan, useAdminPlans, useDeletePlan } from './api';
import { PlanModal, type PlanTarget } from './PlanModal';
import './adminPayments.css';
import { useFormat } from '../../../format/useFormat';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { palette } from '../../../ui/theme';

/** The plans (redemption packs) the platform sells: create, edit, delete (a sold one is deactivated). */
export default function PlansTab() {
  const { t } = useTranslation();
  const f = useFormat();
  const { notification } = App.useApp();
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [target, setTarget] = useState<PlanTarget>(null);

  const removePlan = (plan: AdminPlan) =>
    remove.mutate(plan, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) =>
        notification.error({ title: t('adminPayments.plans.deleteFailed'), description: error.message }),
    });

  return (
    <Card
      title={<h2 className="admin-payments__card-title">{t('adminPayments.plans.title')}</h2>}
      extra={
        <Button type="primary" onClick={() => setTarget('create')}>
          {t('adminPayments.plans.add')}
        </Button>
      }
    >
      <LoadError query={plans} />
      {plans.error ? null : (
        <ResponsiveTable<AdminPlan>
          rowKey="id"
          loading={plans.isPending}
          dataSource={plans.data?.plans ?? []}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: t('adminPayments.plans.name'), dataIndex: 'name' },
            {
              title: t('adminPayments.plans.price'),
              render: (_, p) => f.money(p.price, p.currencyCode),
            },
            { title: t('adminPayments.plans.redemptions'), dataIndex: 'redemptions' },
            {
              title: t('adminPayments.plans.state'),
              render: (_, p) => (
                <Space size={4} wrap>
                  <Tag color={p.active ? palette.primary : palette.neutral}>
                    {p.active ? t('adminPayments.plans.activeTag') : t('adminPayments.plans.inactiveTag')}
                  </Tag>
                  {p.usePaypal ? <Tag>PayPal</Tag> : null}
                  {p.sold ? <Tag>{t('adminPayments.plans.soldTag')}</Tag> : null}
                </Space>
              ),
            },
            {
              title: t('adminPayments.actions'),
              render: (_, p) => (
                <RowActions
                  actions={[
                    {
                      key: 'edit',
                      icon: <EditOutlined />,
                      tooltip: t('adminPayments.edit'),
                      label: t('adminPayments.edit'),
                      onClick: () => setTarget(p),
                    },
                    {
                      key: 'delete',
                      icon: <DeleteOutlined />,
                      tooltip: t('adminPayments.delete'),
                      label: t('adminPayments.delete'),
                      danger: true,
                      onClick: () => removePlan(p),
                      confirm: {
                        title: p.sold
                          ? t('adminPayments.plans.deactivateConfirm')
                          : t('adminPayments.plans.deleteConfirm'),
                        okText: t('adminPayments.yes'),
                        cancelText: t('adminPayments.no'),
                      },
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
      <PlanModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </Card>
  );
}
