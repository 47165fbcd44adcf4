import { type Level, levelFields } from '@premia/contract';
import { ColorPicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { formFields } from '../../../forms/formFields';
import { NumberInput } from '../../../forms/NumberInput';
import { palette } from '../../../ui/theme';
import { type LevelInput, useSaveLevel } from './api';

interface Values {
  name: string;
  minPoints: number;
  benefits?: string;
  color?: string;
}

export type LevelTarget = 'create' | Level | null;

interface Props {
  target: LevelTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const fields = formFields(levelFields);

/** Create or edit a customer level. */
export function LevelModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveLevel();
  const editing = target && target !== 'create' ? target : null;
  return (
    <FormModal<Values, LevelInput, { m: string }>
      open={target !== null}
      title={editing ? t('levels.editTitle') : t('levels.createTitle')}
      okText={t('levels.save')}
      cancelText={t('levels.cancel')}
      initialValues={
        editing
          ? {
              name: editing.name,
              minPoints: editing.minPoints,
              benefits: editing.benefits ?? '',
              color: editing.color,
            }
          : { color: palette.primary, minPoints: 0 }
      }
      toInput={(values) => ({
        ...(editing ? { levelId: editing.id } : {}),
        name: values.name.trim(),
        minPoints: values.minPoints,
        benefits: values.benefits?.trim() || null,
        color: values.color ?? palette.neutral,
      })}
      mutation={save}
      onSaved={(answer) => onSaved(answer.m)}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('levels.name')} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item
        name="minPoints"
        label={t('levels.minPoints')}
        extra={t('levels.minPointsHelp')}
        rules={fields.minPoints.rules}
      >
        <NumberInput {...fields.minPoints.number} />
      </Form.Item>
      <Form.Item name="benefits" label={t('levels.benefits')} rules={fields.benefits.rules}>
        <Input.TextArea {...fields.benefits.text} rows={2} />
      </Form.Item>
      <Form.Item name="color" label={t('levels.color')} getValueFromEvent={(_, hex: string) => hex}>
        <ColorPicker format="hex" disabledAlpha showText aria-label={t('levels.color')} />
      </Form.Item>
    </FormModal>
  );
}
