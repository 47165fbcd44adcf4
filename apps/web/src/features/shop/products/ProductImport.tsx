import { UploadOutlined } from '@ant-design/icons';
import type { ProductFileRow } from '@premia/contract';
import { Alert, App, Button, Modal, Space, Tag } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { palette, tone } from '../../../ui/theme';
import { useImportProducts } from './api';

/** Import products from a CSV/XLSX: the server's preview row by row (what each does, or its error), then apply. */
export function ProductImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const run = useImportProducts();
  const preview = run.data && run.variables?.action === 'preview' ? run.data : null;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    run.mutate({ file: picked, action: 'preview' });
  }

  function close() {
    setFile(null);
    run.reset();
    onClose();
  }

  function apply() {
    if (!file) return;
    run.mutate(
      { file, action: 'apply' },
      {
        onSuccess: (answer) => {
          notification.success({ title: answer.m });
          close();
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      title={t('products.importTitle')}
      onCancel={close}
      width={760}
      footer={
        <Space wrap>
          <Button onClick={close}>{t('shop.cancel')}</Button>
          <Button
            type="primary"
            disabled={!preview || preview.valid === 0}
            loading={run.isPending}
            onClick={apply}
          >
            {t('products.importApply', { n: preview?.valid ?? 0 })}
          </Button>
        </Space>
      }
    >
      <p className="shop__help">{t('products.importHelp')}</p>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx,.xls,text/csv"
        style={{ display: 'none' }}
        onChange={pick}
        data-testid="products-file"
        aria-label={t('products.importPick')}
      />
      <Button icon={<UploadOutlined />} loading={run.isPending} onClick={() => input.current?.click()}>
        {file ? file.name : t('products.importPick')}
      </Button>
      {run.error ? <Alert type="error" title={run.error.message} showIcon style={{ marginTop: 16 }} /> : null}
      {preview ? (
        <>
          <Alert type="info" title={preview.m} showIcon style={{ margin: '16px 0' }} />
          <ResponsiveTable<ProductFileRow>
            rowKey="row"
            size="small"
            dataSource={preview.rows}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            scroll={{ x: 520 }}
            columns={[
              { key: 'row', title: t('products.importRow'), dataIndex: 'row', width: 70 },
              { key: 'name', title: t('shop.name'), dataIndex: 'name' },
              {
                key: 'result',
                title: t('products.importResult'),
                render: (_, r) =>
                  r.error ? (
                    <span style={{ color: tone.danger }}>{r.error}</span>
                  ) : (
                    <Tag color={r.action === 'create' ? palette.primary : tone.info}>
                      {t(`products.import_${r.action}`)}
                    </Tag>
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
