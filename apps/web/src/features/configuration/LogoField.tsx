import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormRule, Input } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../uploads/api';

/** The store's logo: a URL, or an image uploaded to the server (which fills the URL in). */
export function LogoField({ rules, maxLength }: { rules: FormRule[]; maxLength?: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const logo = Form.useWatch('logo', form) as string | undefined;
  const upload = useUploadImage('logo');
  const fileInput = useRef<HTMLInputElement>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (answer) => form.setFieldValue('logo', answer.url) });
  }

  return (
    <div className="configuration__row">
      <Form.Item
        name="logo"
        label={t('configuration.logo')}
        extra={t('configuration.logoHelp')}
        rules={rules}
      >
        <Input maxLength={maxLength} />
      </Form.Item>
      <div className="configuration__upload">
        {upload.error ? <Alert type="error" title={upload.error.message} showIcon role="alert" /> : null}
        {logo ? (
          <img src={logo} alt={t('configuration.logoPreview')} className="configuration__logo" />
        ) : null}
        {/* Inline: antd's form styles show file inputs as blocks, which outranks the hidden attribute. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          style={{ display: 'none' }}
          onChange={pick}
          data-testid="logo-file"
          aria-label={t('configuration.logoUpload')}
        />
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {t('configuration.logoUpload')}
        </Button>
      </div>
    </div>
  );
}
