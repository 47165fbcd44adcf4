import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../content/uploads';

/** The store's logo: a URL, or an image uploaded to the server (which fills the URL in). */
export function LogoField({ rules, maxLength }: { rules: FormRule[]; maxLength?: number }) {
  const { t } = useTranslation();
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
      <ImageUpload
        modelType="logo"
        field="logo"
        buttonLabel={t('configuration.logoUpload')}
        previewAlt={t('configuration.logoPreview')}
        className="configuration__upload"
        previewClassName="configuration__logo"
        testId="logo-file"
      />
    </div>
  );
}
