import { UploadOutlined } from '@ant-design/icons';
import type { Reward } from '@premia/contract';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { uploadImage } from './upload';

interface Values {
  name?: string;
  description?: string;
  pointsCost?: number | null;
  image?: string;
  active?: boolean;
  stock?: number | null;
  limitPerCustomer?: number | null;
  validFrom?: Dayjs | null;
  validUntil?: Dayjs | null;
}

export type RewardTarget = 'create' | Reward | null;

interface Props {
  target: RewardTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** Create or edit a reward; the image is uploaded to the server or given as a URL. */
export function RewardModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const image = Form.useWatch('image', form);
  const editing = target && target !== 'create' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            description: editing.description ?? '',
            pointsCost: editing.pointsCost,
            image: editing.image ?? '',
            active: editing.active,
            stock: editing.stock,
            limitPerCustomer: editing.limitPerCustomer,
            validFrom: editing.validFrom ? dayjs(editing.validFrom) : null,
            validUntil: editing.validUntil ? dayjs(editing.validUntil) : null,
          }
        : { active: true },
    );
  }, [target, editing, form]);

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setError(null);
    const result = await uploadImage('reward', file);
    setUploading(false);
    if (result.s !== 'ok') return setError(result.m);
    form.setFieldValue('image', result.url);
  }

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    const fields = {
      name: values.name?.trim() ?? '',
      description: values.description?.trim() || null,
      pointsCost: values.pointsCost ?? 0,
      image: values.image?.trim() || null,
      active: values.active ?? true,
      stock: values.stock ?? null,
      limitPerCustomer: values.limitPerCustomer ?? null,
      validFrom: day(values.validFrom),
      validUntil: day(values.validUntil),
    };
    const result = editing
      ? await api('/client/reward/update', { ...fields, rewardId: editing.id })
      : await api('/client/reward/add', fields);
    setBusy(false);
    if (result.s !== 'ok') return setError(result.m);
    onSaved(result.m);
  }

  return (
    <Modal
      open={target !== null}
      title={editing ? t('rewards.editTitle') : t('rewards.createTitle')}
      okText={t('rewards.save')}
      cancelText={t('rewards.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: uploading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {error ? (
          <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="name"
          label={t('rewards.name')}
          rules={[{ required: true, whitespace: true, message: t('rewards.required') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={t('rewards.description')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
        <div className="rewards__row">
          <Form.Item
            name="pointsCost"
            label={t('rewards.pointsCost')}
            rules={[{ required: true, message: t('rewards.required') }]}
          >
            <InputNumber<number> min={1} max={10_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="active" label={t('rewards.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <div className="rewards__row">
          <Form.Item name="stock" label={t('rewards.stock')} extra={t('rewards.stockHelp')}>
            <InputNumber<number> min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="limitPerCustomer"
            label={t('rewards.limitPerCustomer')}
            extra={t('rewards.limitHelp')}
          >
            <InputNumber<number> min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <div className="rewards__row">
          <Form.Item name="validFrom" label={t('rewards.validFrom')}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="validUntil" label={t('rewards.validUntil')}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="image" label={t('rewards.image')} extra={t('rewards.imageHelp')}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
        <div className="rewards__upload">
          {image ? <img src={image} alt={t('rewards.imagePreview')} className="rewards__preview" /> : null}
          {/* Inline: antd's form styles show file inputs as blocks, which outranks the hidden attribute. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            style={{ display: 'none' }}
            onChange={pickFile}
            data-testid="reward-image-file"
            aria-label={t('rewards.upload')}
            tabIndex={-1}
          />
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => fileInput.current?.click()}>
            {t('rewards.upload')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
