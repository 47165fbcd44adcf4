import { Form, Input } from 'antd';
import type { FormField } from '../../../forms/formFields';
import type { ModelType } from './api';
import { ImageUpload } from './ImageUpload';

interface Props {
  /** The form field that holds the image's URL. */
  name: string;
  label: string;
  /** A help line under the field. */
  extra?: string;
  /** The field's rules and limits (formFields of the route's input). */
  field: FormField;
  modelType: ModelType;
  buttonLabel: string;
  previewAlt: string;
  className: string;
  previewClassName: string;
  testId: string;
}

/** An image of a form: its URL, typed in or filled by an upload, and its preview. */
export function ImageUrlField({ name, label, extra, field, ...upload }: Props) {
  return (
    <>
      <Form.Item name={name} label={label} extra={extra} rules={field.rules}>
        <Input {...field.text} placeholder="https://" />
      </Form.Item>
      <ImageUpload field={name} {...upload} />
    </>
  );
}
