import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ShippingCost } from '@premia/contract';
import { App, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../format/money';
import { useFormat } from '../../../format/useFormat';
import { PageHead } from '../../../ui/PageHead';
import { useStoreInfo } from '../../account/configuration';
import { useDeleteShippingCost, useShippingCosts } from './api';
import { ShippingCostModal, type ShippingCostTarget } from './ShippingCostModal';
import '../shop.css';
import { LoadError } from '../../../ui/LoadError';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { RowActions } from '../../../ui/RowActions';
import { palette } from '../../../ui/theme';

/** /dashboard/shippingcosts (owner, or employee with permStore): delivery zones and their cost. */
export default function ShippingCostsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const f = useFormat();
  const currency = useStoreInfo().data?.store.currencyCode;
  const costs = useShippingCosts();
  const remove = useDeleteShippingCost();
  const [target, setTarget] = useState<ShippingCostTarget>(null);

  function removeCost(cost: ShippingCost) {
    remove.mutate(cost, {
      onSuccess: (answer) => notification.success({ title: answer.m }),
      onError: (error) => notification.error({ title: t('shop.failed'), description: error.message }),
    });
  }

  return (
    <div>
      <PageHead
        title={t('shippingCosts.title')}
        help={t('shippingCosts.help')}
        actions={
          <Button type="primary" onClick={() => setTarget('create')}>
            {t('shippingCosts.add')}
          </Button>
        }
      />
      <LoadError query={costs} />
      {costs.error ? null : (
        <Card>
          <ResponsiveTable<ShippingCost>
            rowKey="id"
            loading={costs.isPending}
            dataSource={costs.data?.shippingCosts}
            pagination={false}
            scroll={{ x: 560 }}
            locale={{ emptyText: <span className="shop__muted">{t('shippingCosts.empty')}</span> }}
            columns={[
              { key: 'name', title: t('shippingCosts.name'), dataIndex: 'name' },
              {
                key: 'cost',
                title: t('shippingCosts.costColumn'),
                render: (_, c) => money(c.costCents, f),
              },
              {
                key: 'freeFrom',
                title: t('shippingCosts.freeFromColumn'),
                render: (_, c) => (c.freeFromCents === null ? '—' : money(c.freeFromCents, f)),
              },
              {
                key: 'active',
                title: t('shippingCosts.active'),
                render: (_, c) =>
                  c.active ? <Tag color={palette.primary}>{t('shop.yes')}</Tag> : <Tag>{t('shop.no')}</Tag>,
              },
              {
                key: 'actions',
                title: t('shop.actions'),
                render: (_, c) => (
                  <RowActions
                    actions={[
                      {
                        key: 'edit',
                        icon: <EditOutlined />,
                        tooltip: t('shop.edit'),
                        label: t('shop.editNamed', { name: c.name }),
                        onClick: () => setTarget(c),
                      },
                      {
                        key: 'delete',
                        icon: <DeleteOutlined />,
                        tooltip: t('shop.delete'),
                        label: t('shop.deleteNamed', { name: c.name }),
                        danger: true,
                        onClick: () => removeCost(c),
                        confirm: {
                          title: t('shippingCosts.confirmDelete'),
                          okText: t('shop.delete'),
                          cancelText: t('shop.cancel'),
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
      <ShippingCostModal
        target={target}
        currency={currency}
        onClose={() => setTarget(null)}
        onSaved={(message) => {
          setTarget(null);
          notification.success({ title: message });
        }}
      />
    </div>
  );
}
