import { type Reward, rewardFields } from '@premia/contract';
import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { pickedDay } from '../../../forms/pickers';
import { ImageUrlField, useUploading } from '../../content/uploads';
import { type RewardInput, useSaveReward } from './api';

interface Values {
  name: string;
  description?: string;
  pointsCost: number;
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

const fields = formFields(rewardFields, { validFrom: pickedDay, validUntil: pickedDay });

function valuesOf(reward: Reward): Values {
  return {
    name: reward.name,
    description: reward.description ?? '',
    pointsCost: reward.pointsCost,
    image: reward.image ?? '',
    active: reward.active,
    stock: reward.stock,
    limitPerCustomer: reward.limitPerCustomer,
    validFrom: reward.validFrom ? dayjs(reward.validFrom) : null,
    validUntil: reward.validUntil ? dayjs(reward.validUntil) : null,
  };
}

/** Create or edit a reward; the image is uploaded to the server or given as a URL. */
export function RewardModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveReward();
  const uploading = useUploading('reward');
  const editing = target && target !== 'create' ? target : null;

  return (
    <FormModal<Values, RewardInput, { m: string }>
      open={target !== null}
      title={editing ? t('rewards.editTitle') : t('rewards.createTitle')}
      okText={t('rewards.save')}
      cancelText={t('rewards.cancel')}
      okDisabled={uploading}
      initialValues={editing ? valuesOf(editing) : { active: true }}
      toInput={(values) => ({
        ...(editing ? { rewardId: editing.id } : {}),
        name: values.name.trim(),
        description: values.description?.trim() || null,
        pointsCost: values.pointsCost,
        image: values.image?.trim() || null,
        active: values.active ?? true,
        stock: values.stock ?? null,
        limitPerCustomer: values.limitPerCustomer ?? null,
        validFrom: pickedDay(values.validFrom),
        validUntil: pickedDay(values.validUntil),
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('rewards.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="description" label={t('rewards.description')} rules={fields.description.rules}>
        <Input.TextArea {...fields.description.text} rows={2} />
      </Form.Item>
      <div className="rewards__row">
        <Form.Item name="pointsCost" label={t('rewards.pointsCost')} rules={fields.pointsCost.rules}>
          <NumberInput {...fields.pointsCost.number} />
        </Form.Item>
        <Form.Item name="active" label={t('rewards.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <div className="rewards__row">
        <Form.Item
          name="stock"
          label={t('rewards.stock')}
          extra={t('rewards.stockHelp')}
          rules={fields.stock.rules}
        >
          <NumberInput {...fields.stock.number} />
        </Form.Item>
        <Form.Item
          name="limitPerCustomer"
          label={t('rewards.limitPerCustomer')}
          extra={t('rewards.limitHelp')}
          rules={fields.limitPerCustomer.rules}
        >
          <NumberInput {...fields.limitPerCustomer.number} />
        </Form.Item>
      </div>
      <div className="rewards__row">
        <Form.Item name="validFrom" label={t('rewards.validFrom')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="validUntil" label={t('rewards.validUntil')}>
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </div>
      <ImageUrlField
        name="image"
        label={t('rewards.image')}
        extra={t('rewards.imageHelp')}
        field={fields.image}
        modelType="reward"
        buttonLabel={t('rewards.upload')}
        previewAlt={t('rewards.imagePreview')}
        className="rewards__upload"
        previewClassName="rewards__preview"
        testId="reward-image-file"
      />
    </FormModal>
  );
}
