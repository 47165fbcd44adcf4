import type { UseMutationResult } from '@tanstack/react-query';
import { App, Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { FormModal } from '../../../forms/FormModal';
import type { FormField } from '../../../forms/formFields';
import { useFailureToast } from '../../../forms/useFailureToast';
import { useUploading } from '../uploads';
import { ContentImages } from './ContentImages';
import type { ContentValues } from './contentValues';

type Shared = 'name' | 'description' | 'image' | 'imageSquared' | 'buttonText' | 'buttonLink';

interface Props<V extends ContentValues, I> {
  /** The dictionary section of the kind's texts. */
  section: 'news' | 'offers';
  modelType: 'news' | 'offer';
  open: boolean;
  editing: boolean;
  initialValues: Partial<V>;
  toInput: (values: V) => I;
  save: UseMutationResult<{ m: string }, ApiError, I>;
  /** The shared fields' rules and limits (formFields of the kind's route input). */
  fields: Record<Shared, FormField>;
  /** Shows the public switch and the button's text and link. */
  links: boolean;
  onClose: () => void;
  /** The kind's own fields, after the description. */
  children?: ReactNode;
}

/** Create or edit a news item or an offer: name, description, its own fields, state, button, two images. */
export function ContentModal<V extends ContentValues, I>({
  section,
  modelType,
  open,
  editing,
  initialValues,
  toInput,
  save,
  fields,
  links,
  onClose,
  children,
}: Props<V, I>) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const uploading = useUploading(modelType);
  const mutation = useFailureToast(
    save,
    editing ? t(`${section}.updateFailed`) : t(`${section}.createFailed`),
  );
  return (
    <FormModal<V, I, { m: string }>
      open={open}
      title={editing ? t(`${section}.editTitle`) : t(`${section}.createTitle`)}
      okText={t(`${section}.save`)}
      cancelText={t(`${section}.cancel`)}
      okDisabled={uploading}
      initialValues={initialValues}
      toInput={toInput}
      mutation={mutation}
      onSaved={() => {
        notification.success({ title: editing ? t(`${section}.updated`) : t(`${section}.created`) });
        onClose();
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label={t(`${section}.name`)} rules={fields.name.rules}>
        <Input {...fields.name.text} />
      </Form.Item>
      <Form.Item name="description" label={t(`${section}.description`)} rules={fields.description.rules}>
        <Input.TextArea {...fields.description.text} rows={3} />
      </Form.Item>
      {children}
      <div className="content-form__row">
        <Form.Item name="active" label={t(`${section}.active`)} valuePropName="checked">
          <Switch />
        </Form.Item>
        {links ? (
          <Form.Item
            name="public"
            label={t(`${section}.public`)}
            valuePropName="checked"
            extra={t(`${section}.publicHelp`)}
          >
            <Switch />
          </Form.Item>
        ) : null}
      </div>
      {links ? (
        <div className="content-form__row">
          <Form.Item name="buttonText" label={t(`${section}.buttonText`)} rules={fields.buttonText.rules}>
            <Input {...fields.buttonText.text} />
          </Form.Item>
          <Form.Item name="buttonLink" label={t(`${section}.buttonLink`)} rules={fields.buttonLink.rules}>
            <Input {...fields.buttonLink.text} placeholder="https://" />
          </Form.Item>
        </div>
      ) : null}
      <ContentImages section={section} modelType={modelType} fields={fields} />
    </FormModal>
  );
}
