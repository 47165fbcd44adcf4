import { type OrderDetail, orderRoutes } from '@premia/contract';
import { Alert, Button, Input, List, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../format/useFormat';
import { formFields } from '../../../forms/formFields';
import { useAddOrderNote, useDeleteOrderNote } from './api';

const fields = formFields(orderRoutes['/client/orders/add-note'].input);

/** The store's internal notes on an order: add and delete; the customer never sees them. */
export function OrderNotes({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const add = useAddOrderNote();
  const remove = useDeleteOrderNote();
  const [text, setText] = useState('');
  const error = add.error ?? remove.error;
  return (
    <section aria-labelledby="order-notes">
      <h3 id="order-notes" className="orders__section">
        {t('orders.notes')}
      </h3>
      {error ? <Alert type="error" title={error.message} showIcon style={{ marginBottom: 8 }} /> : null}
      <List
        size="small"
        dataSource={order.notes}
        locale={{ emptyText: <span className="shop__muted">{t('orders.noNotes')}</span> }}
        renderItem={(note) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title={t('orders.confirmDeleteNote')}
                okText={t('shop.delete')}
                cancelText={t('shop.cancel')}
                onConfirm={() => remove.mutate({ orderNoteId: note.id })}
              >
                <Button size="small" type="link" danger>
                  {t('shop.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={<span style={{ whiteSpace: 'pre-wrap', fontWeight: 400 }}>{note.text}</span>}
              description={`${note.by ?? '—'} · ${f.dateTime(note.createdAt)}`}
            />
          </List.Item>
        )}
      />
      <Input.TextArea
        value={text}
        rows={2}
        {...fields.text.text}
        placeholder={t('orders.notePlaceholder')}
        aria-label={t('orders.notePlaceholder')}
        onChange={(e) => setText(e.target.value)}
        style={{ marginTop: 8 }}
      />
      <Button
        style={{ marginTop: 8 }}
        disabled={!text.trim()}
        loading={add.isPending}
        onClick={() => add.mutate({ orderId: order.id, text: text.trim() }, { onSuccess: () => setText('') })}
      >
        {t('orders.addNote')}
      </Button>
    </section>
  );
}
