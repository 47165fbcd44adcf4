import { InboxOutlined } from '@ant-design/icons';
import { type CouponUploadRow, MAX_COUPON_FILE_BYTES } from '@premia/contract';
import { Alert, Form, Modal, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedDay } from '../../../forms/pickers';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { useUploadCoupons } from './api';
import { type BatchValues, CouponBatchFields, worthOf } from './CouponBatchFields';

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * A batch from a file of codes: the file is read on the server first (every row valid or with its
 * error, nothing kept), then the same file makes the batch of its valid rows.
 */
export function CouponUploadModal({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BatchValues>();
  const preview = useUploadCoupons();
  const create = useUploadCoupons();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const read = preview.data;

  function pick(picked: File) {
    setTooLarge(picked.size > MAX_COUPON_FILE_BYTES);
    if (picked.size > MAX_COUPON_FILE_BYTES) return;
    setFile(picked);
    create.reset();
    preview.mutate({ file: picked });
  }

  function submit(values: BatchValues) {
    if (!file || create.isPending) return;
    create.mutate(
      {
        file,
        fields: {
          name: values.name.trim(),
          ...worthOf(values),
          expiresOn: pickedDay(values.expiresOn)!,
          ...(values.limitPerCustomer ? { limitPerCustomer: values.limitPerCustomer } : {}),
        },
      },
      { onSuccess: (answer) => onSaved(answer.m) },
    );
  }

  const errors = read?.rows.filter((r) => r.error !== null) ?? [];
  return (
    <Modal
      open={open}
      title={t('coupons.uploadTitle')}
      okText={t('coupons.create')}
      cancelText={t('coupons.cancel')}
      okButtonProps={{ disabled: !read || read.valid === 0 }}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) return;
        form.resetFields();
        preview.reset();
        create.reset();
        setFile(null);
        setTooLarge(false);
      }}
      forceRender
    >
      <p className="coupons__help">{t('coupons.uploadHelp')}</p>
      <Upload.Dragger
        accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={preview.isPending || create.isPending}
        beforeUpload={(picked) => {
          pick(picked);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {preview.isPending ? t('coupons.reading') : (file?.name ?? t('coupons.drop'))}
        </p>
      </Upload.Dragger>
      {tooLarge ? (
        <Alert className="coupons__summary" type="error" showIcon title={t('coupons.tooLarge')} />
      ) : null}
      {preview.error ? (
        <Alert className="coupons__summary" type="error" showIcon title={preview.error.message} />
      ) : null}
      {read ? (
        <Alert
          className="coupons__summary"
          type={read.errors ? 'warning' : 'success'}
          showIcon
          role="status"
          title={t('coupons.previewSummary', { valid: read.valid, errors: read.errors })}
        />
      ) : null}
      {errors.length > 0 ? (
        <ResponsiveTable<CouponUploadRow>
          data-testid="coupon-upload-errors"
          rowKey="row"
          size="small"
          dataSource={errors}
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
          columns={[
            { title: t('coupons.row'), dataIndex: 'row', width: 70 },
            { title: t('coupons.error'), dataIndex: 'error' },
          ]}
        />
      ) : null}
      {create.error ? (
        <Alert className="coupons__summary" type="error" showIcon role="alert" title={create.error.message} />
      ) : null}
      <Form<BatchValues>
        form={form}
        name="coupon-upload"
        layout="vertical"
        onFinish={submit}
        initialValues={{ worth: 'points', expiresOn: dayjs().add(3, 'month') }}
        style={{ marginTop: 16 }}
      >
        <CouponBatchFields withCount={false} />
      </Form>
    </Modal>
  );
}
