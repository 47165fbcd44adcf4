import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { type ModelType, useUploadImage } from './api';

interface Props {
  modelType: ModelType;
  /** The form field that holds the image's URL: an upload fills it in. */
  field: string;
  buttonLabel: string;
  previewAlt: string;
  className: string;
  previewClassName: string;
  testId: string;
}

/** The image of a form field: its preview, and a button that uploads a picked file to the server. */
export function ImageUpload({
  modelType,
  field,
  buttonLabel,
  previewAlt,
  className,
  previewClassName,
  testId,
}: Props) {
  const form = Form.useFormInstance();
  const url = Form.useWatch(field, form) as string | undefined;
  const upload = useUploadImage(modelType);
  const fileInput = useRef<HTMLInputElement>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (answer) => form.setFieldValue(field, answer.url) });
  }

  return (
    <div className={className}>
      {upload.error ? <Alert type="error" title={upload.error.message} showIcon role="alert" /> : null}
      {url ? <img src={url} alt={previewAlt} className={previewClassName} /> : null}
      {/* Inline: antd's form styles show file inputs as blocks, which outranks the hidden attribute. */}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        style={{ display: 'none' }}
        onChange={pick}
        data-testid={testId}
        aria-label={buttonLabel}
        tabIndex={-1}
      />
      <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => fileInput.current?.click()}>
        {buttonLabel}
      </Button>
    </div>
  );
}
