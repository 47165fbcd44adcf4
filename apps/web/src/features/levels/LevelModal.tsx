import type { Level } from '@premia/contract';
import { Alert, ColorPicker, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

interface Values {
  name?: string;
  minPoints?: number | null;
  benefits?: string;
  color?: string;
}

export type LevelTarget = 'create' | Level | null;

interface Props {
  target: LevelTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Create or edit a customer level. */
export function LevelModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = target && target !== 'create' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            minPoints: editing.minPoints,
            benefits: editing.benefits ?? '',
            color: editing.color,
          }
        : { color: '#0f766e', minPoints: 0 },
    );
  }, [target, editing, form]);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    const fields = {
      name: values.name?.trim() ?? '',
      minPoints: values.minPoints ?? 0,
      benefits: values.benefits?.trim() || null,
      color: values.color ?? '#8c8c8c',
    };
    const result = editing
      ? await api('/client/levels/update', { ...fields, levelId: editing.id })
      : await api('/client/levels/add', fields);
    setBusy(false);
    if (result.s !== 'ok') return setError(result.m);
    onSaved(result.m);
  }

  return (
    <Modal
      open={target !== null}
      title={editing ? t('levels.editTitle') : t('levels.createTitle')}
      okText={t('levels.save')}
      cancelText={t('levels.cancel')}
      confirmLoading={busy}
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
          label={t('levels.name')}
          rules={[{ required: true, whitespace: true, message: t('levels.required') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="minPoints"
          label={t('levels.minPoints')}
          extra={t('levels.minPointsHelp')}
          rules={[{ required: true, message: t('levels.required') }]}
        >
          <InputNumber<number> min={0} max={100_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="benefits" label={t('levels.benefits')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
        <Form.Item name="color" label={t('levels.color')} getValueFromEvent={(_, hex: string) => hex}>
          <ColorPicker format="hex" disabledAlpha showText aria-label={t('levels.color')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
